// Bad input everywhere (issue 9, item 3): property-based requests against the
// production build, as a visitor, a user and an admin, to every form action
// and endpoint of app/routes.ts. Every generated input is invalid by
// construction (a required field missing or wrong, an unknown id, a broken
// body), so whatever the server answers, it must not be a 5xx, it must not
// change a row of the business tables, and it must leave no file in the
// uploads folder. Re-rendered forms must say what is wrong.
//
// Replay a run with FUZZ_SEED=<seed> npm run test:security; on failure
// fast-check prints the seed and the path of the shrunk counterexample.
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SERVICES } from "#app/catalog/services.ts";
import {
  createAdmin,
  FORM_TYPE,
  listFiles,
  multipart,
  type RawRequest,
  type RawResponse,
  registerVerifiedUser,
  send,
  signIn,
  startServer,
  type TestServer,
  type Upload,
} from "#tests/security/server.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 20_251_122);
/** Requests sent at once: enough to overlap, modest on two cores. */
const BATCH = 4;

type Identity = "anonymous" | "user" | "admin";
type Case = { identity: Identity; request: RawRequest; message?: RegExp; mayReset?: boolean };
type Field = string | string[] | undefined;
type Fields = Record<string, Field>;

let server: TestServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: BATCH });
const cookies: Record<Identity, string> = { anonymous: "", user: "", admin: "" };
const statuses = new Map<string, number>();
let sent = 0;
let startedAt = 0;

beforeAll(async () => {
  console.log(`fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`);
  server = await startServer({ RATE_LIMIT_FACTOR: "10000", UPLOAD_MAX_FILE_MB: "1", UPLOAD_MAX_FILES: "3" });
  const user = await registerVerifiedUser(server);
  cookies.user = (await signIn(server, user)).jar.header();
  cookies.admin = (await signIn(server, createAdmin(server))).jar.header();
  startedAt = Date.now();
});

afterAll(async () => {
  agent.destroy();
  const seconds = (Date.now() - startedAt) / 1000;
  const histogram = [...statuses].sort(([a], [b]) => a.localeCompare(b));
  console.log(`fuzz: ${sent} requests in ${seconds.toFixed(1)} s (seed ${SEED})`);
  console.log(`status codes: ${histogram.map(([status, n]) => `${status}: ${n}`).join(", ")}`);
  await server?.stop();
});

// ---------------------------------------------------------------- values

const HOSTILE = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg onload=alert(1)>",
  "'; drop table bookings; --",
  "' or '1'='1",
  "1); select pg_sleep(10); --",
  "{{7*7}}",
  "$\u007b7*7}", // a template-injection probe
  "../../../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "\u202egnp.exe",
  "\r\nSet-Cookie: injected=1",
  "%00",
  "%E0%A4%A",
  "null",
  "undefined",
  "[]",
  '{"$ne":null}',
  "NaN",
  "-1",
  "1e309",
  "true",
  "🙂".repeat(50),
  "ﷺ".repeat(20),
  "\uFEFF\u200B\u2028",
  "A".repeat(5_000),
];

/** Anything a field might be sent as: payloads, unicode, numbers, empty, huge. */
const junk: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE), weight: 4 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 60 }), weight: 2 },
  { arbitrary: fc.integer().map(String), weight: 1 },
  { arbitrary: fc.constant(""), weight: 1 },
  { arbitrary: fc.integer({ min: 20_000, max: 300_000 }).map((n) => "A".repeat(n)), weight: 1 },
);

/** A field kept valid, replaced with junk, sent twice (wrong type) or left out. */
const fieldVariant = (valid: string): fc.Arbitrary<Field> =>
  fc.oneof(
    { arbitrary: fc.constant(valid), weight: 3 },
    { arbitrary: junk, weight: 3 },
    { arbitrary: fc.tuple(junk, junk), weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );

const noAt = junk.map((value) => value.replaceAll("@", "").replaceAll("％", "") || "not-an-email");
const blank = fc.constantFrom("", " ", "\t\n ", "\u00a0".repeat(3));
const tooLong = (max: number) => fc.integer({ min: max + 1, max: max + 500 }).map((n) => "x".repeat(n));
const withLetters = junk.map((value) => `abc${value}`);

const EMAIL_BREAKERS = [fc.constant(undefined), blank, noAt];
const PHONE_BREAKERS = [fc.constant(undefined), blank, withLetters, fc.constant("12345"), fc.constant("1".repeat(16))];
const PASSWORD_BREAKERS = [
  fc.constant(undefined),
  fc.constant("Ab1"),
  fc.constant("lowercase-only"),
  tooLong(128).map((value) => `A${value}`),
];

/**
 * A form that is invalid by construction: each field valid, junk or
 * missing, then one breaker (a field and a value it must refuse) applied.
 */
function invalidForm(valid: Record<string, string>, breakers: Record<string, fc.Arbitrary<string | undefined>[]>) {
  const variants = Object.fromEntries(Object.entries(valid).map(([name, value]) => [name, fieldVariant(value)]));
  const breaker = fc.oneof(
    ...Object.entries(breakers).flatMap(([name, values]) =>
      values.map((value) => value.map((broken) => [name, broken] as const)),
    ),
  );
  const extras = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), junk, { maxKeys: 2 });
  return fc.tuple(fc.record(variants), breaker, extras).map(([fields, [name, broken], extra]): Fields => {
    const all: Fields = { ...extra, ...fields };
    all[name] = broken;
    return all;
  });
}

// ---------------------------------------------------------------- bodies

const FILES: Record<string, () => Buffer> = {
  pdf: () => Buffer.from("%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n"),
  zip: () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]),
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40)]),
  exe: () => Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(200, 7)]),
  html: () => Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
  svg: () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  empty: () => Buffer.alloc(0),
  overLimit: () => Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(1024 * 1024, 0x20)]),
};

const upload: fc.Arbitrary<Upload> = fc.record({
  name: fc.oneof(
    fc.constantFrom("return.pdf", "../../etc/passwd.pdf", "a\u0000b.pdf", "inv\u202efdp.exe", "x".repeat(1000)),
    junk.map((value) => value.slice(0, 300)),
  ),
  bytes: fc.oneof(
    { arbitrary: fc.constantFrom(...Object.keys(FILES)).map((kind) => (FILES[kind] as () => Buffer)()), weight: 4 },
    { arbitrary: fc.uint8Array({ maxLength: 2_000 }).map((bytes) => Buffer.from(bytes)), weight: 1 },
  ),
});

function urlencoded(fields: Fields): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of value === undefined ? [] : [value].flat()) params.append(name, one);
  }
  return params.toString();
}

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included). */
const pct = (value: string) =>
  [...Buffer.from(value, "utf8")]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`,
    )
    .join("");

const urlPiece = fc.oneof(
  junk.map((value) => pct(value.slice(0, 2_000))),
  fc.constantFrom("%E0%A4%A", "%", "%ZZ", "%00", "..%2f..%2fetc%2fpasswd", "%2e%2e/%2e%2e", "%C0%AE%C0%AE", "\u00e9"),
);

// ---------------------------------------------------------------- forms

type FormSpec = {
  name: string;
  path: string;
  fields: fc.Arbitrary<Fields>;
  /** The form's own messages; a refused submission must show one. */
  message?: RegExp;
  identities?: Identity[];
  files?: boolean;
  /** Only multipart bodies (the blog editor). */
  multipartOnly?: boolean;
};

const VALID_CONTACT = { name: "Asha Rao", phone: "+91 98765 43210", email: "asha@example.com" };
const CONTACT_BREAKERS = {
  name: [fc.constant(undefined), blank, tooLong(100)],
  phone: PHONE_BREAKERS,
  email: EMAIL_BREAKERS,
};
const PUBLIC_FORM_MESSAGE = /Please fill in all mandatory fields|Please enter a valid|Please keep|Please agree/;
const ITEMS = JSON.stringify([["gst-filing:monthly_gst", 1]]);
/** The privacy notice's box, required and only "on" when ticked, and the optional marketing one (issue 22.5). */
const CONSENTS = { consent: "on", marketing: "on" };
const CONSENT_BREAKERS = { consent: [fc.constant(undefined), junk.filter((value) => value !== "on")] };

/** How a form refuses one file while it reads the others (app/uploads/receive.server.ts). */
const FILE_REFUSED = "is empty|larger than|no more than|could not be received";

const FORMS: FormSpec[] = [
  {
    name: "enquiry",
    path: "/enquiry-page",
    fields: invalidForm(
      { ...VALID_CONTACT, service: "gst", message: "Please call me.", ...CONSENTS },
      {
        ...CONTACT_BREAKERS,
        ...CONSENT_BREAKERS,
        service: [fc.constant(undefined), junk.filter((value) => !/^(taxation|accounting|gst|auditing)$/.test(value))],
        message: [tooLong(2000)],
      },
    ),
    message: PUBLIC_FORM_MESSAGE,
  },
  {
    name: "partner enquiry",
    path: "/partner-enquiry",
    fields: invalidForm(
      { ...VALID_CONTACT, address: "12 MG Road, Pune", firm_details: "Sole practitioner", ...CONSENTS },
      {
        ...CONTACT_BREAKERS,
        ...CONSENT_BREAKERS,
        address: [fc.constant(undefined), blank, tooLong(500)],
        firm_details: [fc.constant(undefined), blank, tooLong(2000)],
      },
    ),
    message: PUBLIC_FORM_MESSAGE,
  },
  {
    name: "booking",
    path: "/cart-page",
    files: true,
    fields: invalidForm(
      { ...VALID_CONTACT, instructions: "Call after 6 pm", items: ITEMS, clientUploads: "1", ...CONSENTS },
      {
        ...CONTACT_BREAKERS,
        ...CONSENT_BREAKERS,
        instructions: [tooLong(2000)],
        items: [
          fc.constant(undefined),
          fc.constantFrom(
            "[]",
            "{}",
            "not json",
            '[["gst-filing:free",1]]',
            '[["gst-filing:monthly_gst",0]]',
            '[["gst-filing:monthly_gst",100]]',
            '[["gst-filing:monthly_gst",1.5]]',
            '[["gst-filing:monthly_gst",1],["gst-filing:monthly_gst",1]]',
            '[["__proto__",1]]',
            JSON.stringify(Array.from({ length: 61 }, () => ["gst-filing:monthly_gst", 1])),
          ),
          noAt.map((value) => `[${value}`),
        ],
      },
    ),
    message:
      /Please enter|Please keep|Please agree|Kindly select|does not exist|must be between|listed twice|Too many services|could not be read/,
  },
  {
    name: "booking search and documents",
    path: "/past-booking-details",
    files: true,
    fields: fc.record({ bookingId: fc.option(fc.oneof(junk, fc.constant("ETF-1700000000000-1")), { nil: undefined }) }),
    message: new RegExp(
      `Please enter a Booking Id|No request found|Booking Id is missing|Please select one or more files|interrupted|only PDF and ZIP|${FILE_REFUSED}`,
    ),
  },
  {
    name: "document uploads",
    path: "/uploads",
    files: true,
    multipartOnly: true,
    fields: fc.record({ bookingId: fc.option(junk, { nil: undefined }) }),
    message:
      /Booking Id is missing|No request found|Please select one or more files|only PDF and ZIP|is empty|larger than|no more than|interrupted/,
  },
  {
    name: "uploads finished",
    path: "/uploads/finished",
    fields: fc.record({ bookingId: fc.option(fc.oneof(junk, fc.constant("ETF-1700000000000-1")), { nil: undefined }) }),
    message: /Booking Id is missing|No request found|could not be read|Too many/,
  },
  {
    name: "cart",
    path: "/cart",
    fields: fc.record({
      intent: fieldVariant("add"),
      item: fieldVariant("gst-filing:monthly_gst"),
      quantity: fieldVariant("2"),
      redirectTo: fc.option(
        fc.oneof(
          junk,
          fc.constantFrom("//evil.example", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"),
        ),
        { nil: undefined },
      ),
    }),
    message: /could not be understood|does not exist/,
  },
  {
    name: "login",
    path: "/login",
    fields: fc.oneof(
      invalidForm(
        { email: "nobody@example.com", password: "Secret1", redirectTo: "/" },
        { email: EMAIL_BREAKERS, password: [fc.constant(undefined), fc.constant("")] },
      ),
      fc.record({
        email: fc.constant(`nobody-${randomBytes(4).toString("hex")}@example.com`),
        password: junk.filter((value) => value.length > 0 && value.length <= 128),
        redirectTo: fc.option(junk, { nil: undefined }),
        intent: fc.option(fc.constantFrom("resend", "login"), { nil: undefined }),
      }),
    ),
    // An over-long redirectTo (a hidden field only a tampered form fills) gets Zod's own words.
    message: /Please enter|incorrect|Please verify|Too many|Too big/,
  },
  {
    name: "sign-up",
    path: "/signup",
    fields: invalidForm(
      { ...VALID_CONTACT, email: "new-client@example.com", password: "Secret1", terms: "on" },
      {
        ...CONTACT_BREAKERS,
        password: PASSWORD_BREAKERS,
        terms: [fc.constant(undefined), junk.filter((value) => value !== "on")],
      },
    ),
    message: /Please enter|Please accept|Password must|should have|Please keep/,
  },
  {
    name: "forgot password",
    path: "/forgot-password",
    fields: invalidForm({ email: "asha@example.com" }, { email: EMAIL_BREAKERS }),
    message: /Please provide an email|Please enter a valid email/,
  },
  {
    name: "reset password",
    path: "/reset-password",
    fields: fc.oneof(
      invalidForm(
        { token: "abc", password: "Secret1" },
        { token: [fc.constant(undefined), fc.constant(""), tooLong(200)], password: PASSWORD_BREAKERS },
      ),
      fc.record({
        token: junk.filter((value) => value.length > 0 && value.length <= 200),
        password: fc.constant("New-Ledger-26"),
      }),
    ),
    // A missing or over-long token (only a tampered form sends one) gets Zod's own words.
    message: /invalid, already used or expired|Password must|should have|Please enter|Invalid input|Too big/,
  },
  {
    name: "change password",
    path: "/change-password",
    fields: invalidForm(
      { currentPassword: "Not-the-password-9", newPassword: "Tulsi-ledger7", confirmPassword: "Tulsi-ledger7" },
      {
        currentPassword: [fc.constant(undefined), fc.constant(""), tooLong(128)],
        newPassword: PASSWORD_BREAKERS,
        confirmPassword: [fc.constant(undefined), fc.constant("Different-ledger7")],
      },
    ),
    // No fuzzed current password is right, so every answer is a refusal (a visitor's a redirect to /login).
    message:
      /Please enter|not correct|do not match|Password must|should have|An admin password|too common|Too many|Too big/,
  },
  {
    name: "second factor at sign-in",
    path: "/two-factor",
    // Without the signed cookie of a pending sign-in every post goes back to /login.
    fields: fc.record({ code: fc.option(junk, { nil: undefined }), redirectTo: fc.option(junk, { nil: undefined }) }),
  },
  {
    name: "two-factor setup",
    path: "/two-factor-setup",
    fields: fc.oneof(
      fc.record({ intent: fieldVariant("start"), password: fc.option(junk, { nil: undefined }) }),
      fc.record({ intent: fieldVariant("confirm"), code: fc.option(junk, { nil: undefined }) }),
    ),
    message: /Please enter|not correct|already on|not right|Unknown action/,
  },
  {
    name: "logout",
    path: "/logout",
    // Signing out the fuzzing accounts would turn them into visitors.
    identities: ["anonymous"],
    fields: fc.dictionary(fc.string({ maxLength: 10 }), junk, { maxKeys: 3 }),
  },
  {
    name: "Mark as Closed",
    path: "/admin-dashboard",
    fields: fc.record({ intent: fieldVariant("close"), bookingId: fc.option(junk, { nil: undefined }) }),
    message: /Unknown action|does not exist/,
  },
  {
    name: "blog editor",
    path: "/admin-blog/edit",
    files: true,
    multipartOnly: true,
    fields: invalidForm(
      {
        category: "GST",
        id: "fuzz-post",
        title: "A title",
        date: "2025-01-31",
        author: "Firm",
        excerpt: "Short",
        body: "A paragraph.",
        image: "/images/gst.webp",
        intent: "save",
      },
      {
        category: [fc.constant(undefined), blank, tooLong(40)],
        id: [fc.constant(undefined), fc.constantFrom("Has Spaces", "UPPER", "-dash-", "a/b", "../x"), tooLong(80)],
        title: [fc.constant(undefined), blank, tooLong(160)],
        date: [fc.constant(undefined), fc.constantFrom("2025-13-45", "31/01/2025", "yesterday", "")],
        author: [fc.constant(undefined), blank],
        excerpt: [fc.constant(undefined), blank, tooLong(300)],
        body: [fc.constant(undefined), fc.constant("")],
      },
    ),
    message: new RegExp(`Please|Use lowercase|Another post|only PNG, JPEG and WebP|${FILE_REFUSED}`),
  },
];

/** A request for one form: the encoding, the method and the identity vary too. */
function formCase(spec: FormSpec): fc.Arbitrary<Case> {
  const encodings = spec.multipartOnly ? ["multipart"] : spec.files ? ["form", "data", "multipart"] : ["form", "data"];
  return fc
    .record({
      identity: fc.constantFrom(...(spec.identities ?? (["anonymous", "user", "admin"] as const))),
      fields: spec.fields,
      encoding: fc.constantFrom(...encodings),
      files: spec.files ? fc.array(upload, { maxLength: 4 }) : fc.constant<Upload[]>([]),
      method: fc.constantFrom("POST", "POST", "POST", "PUT", "PATCH", "DELETE"),
    })
    .map(({ identity, fields, encoding, files, method }): Case => {
      const body =
        encoding === "multipart"
          ? multipart(fields, files, spec.path === "/admin-blog/edit" ? "imageFile" : "files")
          : { body: Buffer.from(urlencoded(fields)), type: FORM_TYPE };
      return {
        identity,
        request: {
          method,
          path: encoding === "data" ? `${spec.path}.data` : spec.path,
          headers: { "Content-Type": body.type },
          body: body.body,
        },
        // React Router only runs actions on POST-like methods; the message is checked on POST.
        message: method === "POST" ? spec.message : undefined,
        // A form over 64 KB (files over the upload limits) is refused before
        // it is read, and so may be any body of another method; the
        // connection is then closed.
        mayReset: body.body.length > 64 * 1024,
      };
    });
}

// ---------------------------------------------------------------- checks

const PROTECTED_TABLES = [
  "bookings",
  "booking_items",
  "uploads",
  "enquiries",
  "partners",
  "consents",
  "user",
  "blog_posts",
];

/** Count and checksum of every business table: any insert, update or delete changes it. */
async function fingerprint(): Promise<Record<string, string>> {
  const columns = PROTECTED_TABLES.map(
    (table) =>
      `(select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${table}" t) as "${table}"`,
  );
  const [row] = await server.query<Record<string, string>>(`select ${columns.join(", ")}`);
  return row ?? {};
}

async function uploadedFiles(): Promise<string[]> {
  return [...(await listFiles(path.join(server.dataDir, "uploads"))).keys()];
}

function summarize(testCase: Case): string {
  const { method, path: url, headers, body } = testCase.request;
  const text = body === undefined ? "" : Buffer.from(body).toString("utf8");
  const shown = text.length > 400 ? `${text.slice(0, 400)}… (${text.length} bytes)` : text;
  return `${testCase.identity} ${method} ${url.slice(0, 300)} ${JSON.stringify(headers ?? {})} ${JSON.stringify(shown)}`;
}

/** Gives each case a short printable form, so a counterexample stays readable. */
const printable = (arbitrary: fc.Arbitrary<Case>) =>
  arbitrary.map((testCase) => Object.assign(testCase, { [fc.toStringMethod]: () => summarize(testCase) }));

async function sendCase(testCase: Case): Promise<RawResponse | "reset"> {
  const cookie = cookies[testCase.identity];
  const headers = { ...testCase.request.headers, ...(cookie ? { Cookie: cookie } : {}) };
  sent++;
  try {
    // A connection the server may close without reading the body (a refused
    // size, a method with no action) is not shared with other requests.
    const shared = !testCase.mayReset && ["GET", "HEAD", "POST"].includes(testCase.request.method);
    const request = { ...testCase.request, headers };
    // send() sends once more a request that met a kept-alive connection the server had just closed.
    const response = await send(server.origin, request, shared ? agent : undefined);
    statuses.set(String(response.status), (statuses.get(String(response.status)) ?? 0) + 1);
    return response;
  } catch (error) {
    statuses.set("reset", (statuses.get("reset") ?? 0) + 1);
    if (testCase.mayReset && !/no answer within/.test(String(error))) return "reset";
    throw new Error(`${String(error)} for ${summarize(testCase)}\nserver log:\n${recentLog()}`);
  }
}

/** The server's last lines, each cut short: a stack trace, not a fuzzed URL, explains a failure. */
function recentLog(): string {
  return server
    .logs()
    .split("\n")
    .slice(-30)
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)}…` : line))
    .join("\n");
}

function checkResponse(testCase: Case, response: RawResponse | "reset") {
  if (response === "reset") return;
  const where = () =>
    `${summarize(testCase)}\n→ ${response.status} ${response.body.slice(0, 300)}\nserver log:\n${recentLog()}`;
  if (response.status >= 500) throw new Error(`a ${response.status} answer: ${where()}`);
  const location = response.headers.location;
  if (location && !location.startsWith(server.origin) && !/^\/(?![/\\])/.test(location)) {
    throw new Error(`a redirect off the site to ${location}: ${where()}`);
  }
  const refused = response.status >= 400 && response.status !== 405 && response.status !== 413;
  if (refused && testCase.message && !testCase.message.test(response.body)) {
    throw new Error(`a refusal without the form's message: ${where()}`);
  }
}

/**
 * Sends batches of generated requests; after each batch the business
 * tables and the uploads folder must be as they were.
 */
async function fuzz(arbitrary: fc.Arbitrary<Case>, requests: number, seedOffset: number) {
  const before = await fingerprint();
  const filesBefore = await uploadedFiles();
  await fc.assert(
    fc.asyncProperty(fc.array(printable(arbitrary), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const responses = await Promise.all(batch.map(sendCase));
      batch.forEach((testCase, index) => {
        checkResponse(testCase, responses[index] as RawResponse | "reset");
      });
      expect(await fingerprint(), "a business table changed").toEqual(before);
      expect(
        await uploadedFiles(),
        `a file was left in the uploads folder by one of:\n${batch.map(summarize).join("\n")}`,
      ).toEqual(filesBefore);
    }),
    // No shrinking: each step costs requests, and the message names the failing request already.
    { seed: SEED + seedOffset, numRuns: Math.ceil(requests / BATCH), endOnFailure: true },
  );
}

// ---------------------------------------------------------------- the runs

test.each(FORMS.map((spec, index) => [spec.name, spec, index] as const))(
  "the %s form refuses invalid input without a 5xx, a stored row or a stored file",
  async (_name, spec, index) => {
    await fuzz(formCase(spec), 500, index);
  },
);

/** Every URL of app/routes.ts, with odd parameters where it takes any. */
const getCase: fc.Arbitrary<Case> = fc
  .record({
    identity: fc.constantFrom<Identity>("anonymous", "user", "admin"),
    method: fc.constantFrom("GET", "GET", "GET", "HEAD", "OPTIONS"),
    data: fc.boolean(),
    path: fc.oneof(
      fc.constantFrom(
        "/",
        "/cart-page",
        ...SERVICES.map((service) => service.path),
        "/services-mega-page",
        "/enquiry-page",
        "/partner-enquiry",
        "/terms-and-conditions",
        "/privacy",
        "/terms",
        "/about-us",
        "/help-center",
        "/signup",
        "/login",
        "/booking-confirmation",
        "/past-booking-details",
        "/user-dashboard",
        "/admin-blog",
        "/forgot-password",
        "/logout",
        "/cart",
        "/uploads",
        "/all-blogs/rss.xml",
        "/sitemap.xml",
        "/robots.txt",
        "/api/auth/get-session",
      ),
      urlPiece.map((q) => `/all-blogs?category=${q}`),
      fc
        .tuple(urlPiece, urlPiece, urlPiece)
        .chain(([q, page, status]) =>
          fc
            .constantFrom(
              "/admin-dashboard",
              "/enquiries-dashboard",
              "/partner-enquiries-dashboard",
              "/admin-dashboard.csv",
              "/enquiries-dashboard.csv",
              "/partner-enquiries-dashboard.csv",
            )
            .map((route) => `${route}?q=${q}&page=${page}&status=${status}`),
        ),
      urlPiece.map((id) => `/admin/uploads/${id}`),
      fc.tuple(urlPiece, urlPiece).map(([category, id]) => `/blog-page/${category}/${id}`),
      urlPiece.map((file) => `/blog-images/${file}`),
      fc.tuple(urlPiece, urlPiece).map(([category, id]) => `/admin-blog/edit?category=${category}&id=${id}`),
      fc.tuple(urlPiece, urlPiece).map(([token, error]) => `/reset-password?token=${token}&error=${error}`),
      fc.tuple(urlPiece, urlPiece).map(([redirect, flag]) => `/login?redirectTo=${redirect}&verified=${flag}`),
      fc
        .tuple(urlPiece, urlPiece)
        .map(([token, callback]) => `/api/auth/verify-email?token=${token}&callbackURL=${callback}`),
      fc
        .tuple(urlPiece, urlPiece)
        .map(([token, callback]) => `/api/auth/reset-password/${token}?callbackURL=${callback}`),
      urlPiece.map((piece) => `/${piece}`),
      fc.integer({ min: 8_000, max: 70_000 }).map((n) => `/all-blogs?category=${"a".repeat(n)}`),
    ),
    cookieNoise: fc.option(
      fc.constantFrom(
        "cart=%%%",
        "cart=eyJ.garbage",
        "better-auth.session_token=forged.signature",
        "toast=%E0%A4%A",
        "last_booking=junk",
        `toast=${"A".repeat(4000)}`,
      ),
      { nil: undefined },
    ),
  })
  .map(({ identity, method, data, path: url, cookieNoise }): Case => {
    const [pathname = "", search = ""] = url.split(/\?(.*)/s);
    const target =
      data && !pathname.startsWith("/api/")
        ? `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`
        : url;
    return {
      identity: cookieNoise ? "anonymous" : identity,
      request: { method, path: target, headers: cookieNoise ? { Cookie: cookieNoise } : {} },
      // Node refuses request lines over 16 kB by closing the connection.
      mayReset: target.length > 16_000,
    };
  });

test("every page and resource route answers odd URLs, parameters and cookies without a 5xx", async () => {
  await fuzz(getCase, 2_000, 100);
});

/** The POST endpoints, for bodies no form sends. */
const POST_PATHS = [
  ...FORMS.map((spec) => spec.path),
  ...FORMS.map((spec) => `${spec.path}.data`),
  "/api/auth/sign-in/email",
];

const brokenBody: fc.Arbitrary<{ type?: string; body: Buffer; mayReset?: boolean }> = fc.oneof(
  junk.map((text) => ({ type: "multipart/form-data", body: Buffer.from(text) })),
  junk.map((text) => ({ type: "multipart/form-data; boundary=right", body: Buffer.from(`--wrong\r\n${text}`) })),
  junk.map((text) => ({
    type: "multipart/form-data; boundary=b",
    body: Buffer.from(`--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n${text}`),
  })),
  junk.map((text) => ({
    type: "multipart/form-data; boundary=b",
    body: Buffer.from(`--b\r\n\r\n${text}\r\n--b--\r\n`),
  })),
  junk.map((text) => ({
    type: "multipart/form-data; boundary=b",
    body: Buffer.from(`--b\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-${text}`),
  })),
  fc.constant({
    type: `multipart/form-data; boundary=${"b".repeat(200)}`,
    body: Buffer.from(`--${"b".repeat(200)}--\r\n`),
  }),
  fc
    .tuple(
      fc.constantFrom(
        "text/plain",
        "application/json",
        "application/xml",
        "text/html",
        "image/png",
        "application/octet-stream",
      ),
      junk,
    )
    .map(([type, text]) => ({ type, body: Buffer.from(text) })),
  junk.map((text) => ({ body: Buffer.from(text) })),
  junk.map((text) => ({
    type: "application/json",
    body: Buffer.from(JSON.stringify({ name: [text], email: { $ne: null }, items: 1 })),
  })),
  junk.map((text) => ({
    type: "application/x-www-form-urlencoded; charset=utf-16",
    body: Buffer.from(`name=${text}`, "utf16le"),
  })),
  fc.constant({ type: FORM_TYPE, body: Buffer.from("name=%ZZ&email=%E0%A4%A&=&&=x") }),
  fc.constant({ type: FORM_TYPE, body: Buffer.alloc(1024 * 1024 + 1, 0x61), mayReset: true }),
);

test("bodies no form sends (malformed multipart, wrong content types, over-long) get a 4xx, not a 5xx", async () => {
  const arbitrary = fc
    .record({
      identity: fc.constantFrom<Identity>("anonymous", "user", "admin"),
      path: fc.constantFrom(...POST_PATHS),
      body: brokenBody,
    })
    .map(
      ({ identity, path: url, body }): Case => ({
        // Signing out the fuzzing accounts would turn them into visitors.
        identity: url.startsWith("/logout") ? "anonymous" : identity,
        request: {
          method: "POST",
          path: url,
          headers: body.type ? { "Content-Type": body.type } : {},
          body: body.body,
        },
        mayReset: body.mayReset,
      }),
    );
  await fuzz(arbitrary, 1_500, 200);
});

/** Better Auth's HTTP endpoints, with JSON of the wrong shapes (anonymous and signed in). */
const authCase: fc.Arbitrary<Case> = fc
  .record({
    identity: fc.constantFrom<Identity>("anonymous", "user", "admin"),
    endpoint: fc.constantFrom(
      "/api/auth/sign-in/email",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/send-verification-email",
      "/api/auth/change-password",
      "/api/auth/verify-email",
    ),
    body: fc.dictionary(
      fc.constantFrom(
        "email",
        "password",
        "newPassword",
        "currentPassword",
        "token",
        "callbackURL",
        "redirectTo",
        "role",
        "emailVerified",
      ),
      fc.oneof(
        noAt,
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(junk, { maxLength: 2 }),
        fc.object({ maxDepth: 1 }),
      ),
    ),
  })
  .map(
    ({ identity, endpoint, body }): Case => ({
      identity,
      request: {
        method: "POST",
        path: endpoint,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      },
    }),
  );

test("the auth endpoints refuse malformed JSON bodies without a 5xx or a changed row", async () => {
  await fuzz(authCase, 400, 300);
});

/**
 * What the sign-up form refuses (a phone that is not a phone, an over-long
 * name) must not be stored through Better Auth's own endpoints either.
 */
test("the auth API stores no account or profile the app's forms would refuse", async () => {
  const arbitrary = fc
    .record({
      update: fc.boolean(),
      phone: withLetters,
      name: fc.oneof(fc.constant("Asha Rao"), tooLong(100)),
    })
    .map(
      ({ update, phone, name }): Case => ({
        identity: update ? "user" : "anonymous",
        request: {
          method: "POST",
          path: update ? "/api/auth/update-user" : "/api/auth/sign-up/email",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({
            name,
            phone,
            ...(update ? {} : { email: `api-${randomBytes(4).toString("hex")}@example.com`, password: "Secret1pass" }),
          }),
        },
      }),
    );
  await fuzz(arbitrary, 100, 400);
});

test("the fuzzing accounts were signed in throughout", async () => {
  const user = await send(server.origin, { method: "GET", path: "/user-dashboard", headers: { Cookie: cookies.user } });
  const admin = await send(server.origin, {
    method: "GET",
    path: "/admin-dashboard",
    headers: { Cookie: cookies.admin },
  });
  expect([user.status, admin.status]).toEqual([200, 200]);
});

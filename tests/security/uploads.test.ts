// Upload attacks (issue 9, item 4), over HTTP against the production build:
// what tests/integration/bookings.test.ts checks on the functions (refused
// types, sanitised names) is checked here from outside, with what it does
// not cover: SVG, a PDF/ZIP polyglot, the exact size limit, one file too
// many, hostile names through a real multipart header, a connection cut
// mid-upload, where bytes land on disk, and the download headers.
import { randomUUID } from "node:crypto";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  bookWithoutScript,
  createAdmin,
  listFiles,
  multipart,
  registerVerifiedUser,
  send,
  signIn,
  startServer,
  type TestServer,
  type Upload,
} from "#tests/security/server.ts";

const MAX_FILE_MB = 1;
const MAX_FILES = 3;

let server: TestServer;
let adminCookie = "";
let userCookie = "";
let bookingId = "";
let tmpBefore: Set<string>;
let dataDirBefore: Map<string, number>;

beforeAll(async () => {
  tmpBefore = new Set((await listFiles(os.tmpdir()).catch(() => new Map<string, number>())).keys());
  server = await startServer({
    RATE_LIMIT_FACTOR: "100",
    UPLOAD_MAX_FILE_MB: String(MAX_FILE_MB),
    UPLOAD_MAX_FILES: String(MAX_FILES),
  });
  adminCookie = (await signIn(server, createAdmin(server))).jar.header();
  userCookie = (await signIn(server, await registerVerifiedUser(server))).jar.header();
  bookingId = await createBooking();
  dataDirBefore = await listFiles(server.dataDir);
});

afterAll(async () => {
  await server?.stop();
});

/** A booking of its own for each test that keeps files: a booking holds at most MAX_FILES in all. */
async function createBooking(): Promise<string> {
  return (await bookWithoutScript(server)).bookingId;
}

type UploadReply = { bookingId: string; error: string | null; results: { fileName: string; error: string | null }[] };

async function uploadFiles(files: Upload[], fields?: Record<string, string>) {
  const body = multipart(fields ?? { bookingId: await createBooking() }, files);
  const response = await send(server.origin, {
    method: "POST",
    path: "/uploads",
    headers: { "Content-Type": body.type, "Content-Length": String(body.body.length) },
    body: body.body,
  });
  return { status: response.status, reply: JSON.parse(response.body) as UploadReply };
}

async function uploadRows() {
  return server.query<{ id: string; file_name: string; content_type: string; storage_key: string; size: number }>(
    "select id, file_name, content_type, storage_key, size from uploads order by id",
  );
}

const marker = () => randomUUID();
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n1 0 obj << >> endobj\n%%EOF\n`);

/** A PDF that is also a valid ZIP: a stored entry and its central directory after the PDF's end. */
function pdfZipPolyglot(text: string): Buffer {
  const head = pdf(text);
  const name = Buffer.from("payload.html");
  const data = Buffer.from("<script>alert(document.cookie)</script>");
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(head.length, 42);
  const centralAt = head.length + local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([head, local, name, data, central, name, end]);
}

async function download(uploadId: string, cookie: string) {
  return send(server.origin, {
    method: "GET",
    path: `/admin/uploads/${uploadId}`,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

/** The admin download: always an attachment, never sniffed, never cached. */
async function expectSafeDownload(uploadId: string, bytes: Buffer) {
  const response = await download(uploadId, adminCookie);
  expect(response.status).toBe(200);
  const disposition = String(response.headers["content-disposition"] ?? "");
  expect(disposition).toMatch(/^attachment;/);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a header must carry no control characters
  expect(disposition).not.toMatch(/[\u0000-\u001f\u007f]/);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["cache-control"]).toMatch(/no-store/);
  expect(["application/pdf", "application/zip"]).toContain(response.headers["content-type"]);
  expect(Buffer.from(response.body, "utf8").length).toBeGreaterThan(0);
  expect(Number(response.headers["content-length"])).toBe(bytes.length);
  return disposition;
}

test.each([
  ["a renamed executable", "setup.pdf", (text: string) => Buffer.from(`MZ\x90\x00\x03\x00\x00\x00${text}`)],
  ["HTML with a script", "invoice.pdf", (text: string) => Buffer.from(`<html><script>alert(1)</script>${text}</html>`)],
  [
    "SVG with a script",
    "scan.pdf",
    (text: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script>${text}</svg>`),
  ],
  ["an empty file", "empty.pdf", () => Buffer.alloc(0)],
  [
    "a file one byte over the limit",
    "huge.pdf",
    (text: string) => Buffer.concat([pdf(text), Buffer.alloc(MAX_FILE_MB * 1024 * 1024 + 1 - pdf(text).length, 0x20)]),
  ],
])("%s named .pdf is refused with a message naming it, and nothing is kept", async (_case, name, make) => {
  const rows = await uploadRows();
  const { status, reply } = await uploadFiles([{ name, bytes: make(marker()) }]);
  expect(status).toBe(422);
  expect(reply.results).toHaveLength(1);
  expect(reply.results[0]?.fileName).toBe(name);
  expect(reply.results[0]?.error).toMatch(
    new RegExp(`^${name.replace(".", "\\.")}\\b.*(only PDF and ZIP|is empty|larger than ${MAX_FILE_MB} MB)`),
  );
  expect(await uploadRows()).toEqual(rows);
});

test("a file of exactly the limit is accepted: the limit is not off by one", async () => {
  const text = marker();
  const bytes = Buffer.concat([pdf(text), Buffer.alloc(MAX_FILE_MB * 1024 * 1024 - pdf(text).length, 0x20)]);
  const { status, reply } = await uploadFiles([{ name: "limit.pdf", bytes }]);
  expect(status).toBe(200);
  expect(reply.results).toEqual([{ fileName: "limit.pdf", error: null }]);
  const row = (await uploadRows()).at(-1);
  expect(row).toMatchObject({ file_name: "limit.pdf", size: bytes.length });
  await expectSafeDownload(row?.id ?? "", bytes);
});

test("a PDF/ZIP polyglot is a PDF by its content, and goes back only as a nosniff attachment", async () => {
  const bytes = pdfZipPolyglot(marker());
  const { status } = await uploadFiles([{ name: "statement.pdf", bytes }]);
  expect(status).toBe(200);
  const row = (await uploadRows()).at(-1);
  expect(row).toMatchObject({ file_name: "statement.pdf", content_type: "application/pdf", size: bytes.length });
  const response = await download(row?.id ?? "", adminCookie);
  expect(response.headers["content-type"]).toBe("application/pdf");
  expect(response.headers["content-disposition"]).toMatch(/^attachment;/);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["cache-control"]).toMatch(/no-store/);
});

test("one file too many is refused by name; the others are kept", async () => {
  const files = Array.from({ length: MAX_FILES + 1 }, (_, index) => ({
    name: `part-${index}.pdf`,
    bytes: pdf(marker()),
  }));
  const before = (await uploadRows()).length;
  const { status, reply } = await uploadFiles(files);
  expect(status).toBe(422);
  expect(reply.results.filter((result) => result.error === null)).toHaveLength(MAX_FILES);
  expect(reply.results.filter((result) => result.error !== null)).toEqual([
    {
      fileName: `part-${MAX_FILES}.pdf`,
      error: `part-${MAX_FILES}.pdf: no more than ${MAX_FILES} files can be sent at once.`,
    },
  ]);
  expect((await uploadRows()).length).toBe(before + MAX_FILES);
});

test.each([
  ["folders", "../../../etc/passwd.pdf", "passwd.pdf"],
  ["Windows folders", "..\\..\\boot.ini.pdf", "boot.ini.pdf"],
  ["a right-to-left override", "invoice\u202efdp.exe.pdf", "invoicefdp.exe.pdf"],
  ["1,000 characters", `${"a".repeat(996)}.pdf`, `${"a".repeat(116)}.pdf`],
  // Browsers send a quote in a file name as %22; it stays, as text.
  ["Devanagari and quotes", 'रसीद "2025".pdf', "रसीद %222025%22.pdf"],
])(
  "a name with %s is neutralised, stored under a random key and offered as an RFC 6266 attachment",
  async (_case, name, expected) => {
    const bytes = pdf(marker());
    const { status, reply } = await uploadFiles([{ name, bytes }]);
    expect(status).toBe(200);
    expect(reply.results).toEqual([{ fileName: expected, error: null }]);
    const row = (await uploadRows()).at(-1);
    expect(row?.file_name).toBe(expected);
    expect(row?.storage_key).toMatch(/^[a-f0-9]{32}$/);
    const disposition = await expectSafeDownload(row?.id ?? "", bytes);
    // The RFC 5987 form carries the exact name; the plain fallback is ASCII.
    const encoded = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    if (encoded !== undefined) expect(decodeURIComponent(encoded)).toBe(expected);
    // An ASCII name may go as a token or a quoted string (RFC 6266 section 4.1).
    else expect(disposition).toMatch(new RegExp(`filename=("?)${expected.replace(/[.\\]/g, "\\$&")}\\1(;|$)`));
    const fallback = /filename=(?:"([^"]*)"|([^;\s]*))/.exec(disposition)?.slice(1).join("") ?? "";
    expect(fallback).toMatch(/^[\x20-\x7e]*$/);
    expect(fallback).not.toMatch(/[/\\]/);
  },
);

test("a raw NUL byte in a file name (no browser sends one) refuses the whole request and keeps nothing", async () => {
  const rows = await uploadRows();
  const files = await listFiles(path.join(server.dataDir, "uploads"));
  const { status, reply } = await uploadFiles([
    { name: "first.pdf", bytes: pdf(marker()) },
    { name: "tax\u0000return.pdf", bytes: pdf(marker()) },
  ]);
  expect(status).toBe(400);
  expect(reply.error).toBe("The upload was interrupted. Please try again.");
  expect(await uploadRows()).toEqual(rows);
  expect([...(await listFiles(path.join(server.dataDir, "uploads"))).keys()]).toEqual([...files.keys()]);
});

test("a connection cut mid-upload leaves no row and no partial file", async () => {
  const rows = await uploadRows();
  const filesBefore = await listFiles(path.join(server.dataDir, "uploads"));
  const body = multipart({ bookingId }, [
    { name: "cut.pdf", bytes: Buffer.concat([pdf(marker()), Buffer.alloc(512 * 1024, 0x20)]) },
  ]);
  const { port } = new URL(server.origin);
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      socket.write(
        `POST /uploads HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: ${body.type}\r\nContent-Length: ${body.body.length}\r\n\r\n`,
      );
      socket.write(body.body.subarray(0, body.body.length / 2), () => {
        // Let the server start storing the file, then cut the line.
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
    });
    socket.on("error", reject);
  });
  let left = await listFiles(path.join(server.dataDir, "uploads"));
  for (let tries = 0; tries < 50 && left.size !== filesBefore.size; tries++) {
    await sleep(100);
    left = await listFiles(path.join(server.dataDir, "uploads"));
  }
  expect([...left.keys()].sort()).toEqual([...filesBefore.keys()].sort());
  expect(await uploadRows()).toEqual(rows);
  expect((await send(server.origin, { method: "GET", path: "/healthz" })).status).toBe(200);
});

test("visitors and signed-in users get no bytes of a document, whatever the id", async () => {
  const bytes = pdf(marker());
  await uploadFiles([{ name: "private.pdf", bytes }]);
  const id = (await uploadRows()).at(-1)?.id ?? "";
  for (const cookie of ["", userCookie, "better-auth.session_token=forged.value"]) {
    for (const target of [id, `${id}?download=1`, `${id}/`, "0", "-1", "1e3", "..%2F..%2Fetc%2Fpasswd"]) {
      const response = await download(target, cookie);
      expect(response.body).not.toContain("%PDF");
      // A trailing slash first leads to the page's one address (server/app.ts).
      if (target.endsWith("/")) {
        expect(response.status).toBe(301);
        expect(response.headers.location).toBe(`/admin/uploads/${id}`);
        continue;
      }
      expect(response.status, `${target} with ${cookie || "no cookie"}`).toBe(302);
      expect(response.headers.location).toMatch(/^\/login\?redirectTo=/);
    }
  }
});

test("every stored byte is under DATA_DIR/uploads, named by a random key and owned by a row", async () => {
  const rows = await uploadRows();
  const uploadsDir = path.join(server.dataDir, "uploads");
  const after = await listFiles(server.dataDir);
  const added = [...after.keys()].filter((file) => !dataDirBefore.has(file));
  for (const file of added) {
    const relative = path.relative(server.dataDir, file);
    // Besides documents, only the dev mail outbox may grow (receipts of the uploads).
    expect(relative.startsWith(`uploads${path.sep}`) || /^outbox[/\\][^/\\]+\.eml$/.test(relative), relative).toBe(
      true,
    );
  }
  const stored = [...after.keys()].filter((file) => file.startsWith(uploadsDir + path.sep));
  expect(stored.map((file) => path.relative(uploadsDir, file)).sort()).toEqual(
    rows.map((row) => path.join(row.storage_key.slice(0, 2), row.storage_key)).sort(),
  );
  const tmpAfter = await listFiles(os.tmpdir()).catch(() => new Map<string, number>());
  const strays = [...tmpAfter.keys()].filter(
    (file) =>
      !tmpBefore.has(file) &&
      !file.startsWith(server.dataDir) &&
      /passwd|boot\.ini|taxreturn|invoicefdp|fdp\.exe/.test(file),
  );
  expect(strays).toEqual([]);
});

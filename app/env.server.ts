import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { checkGstin } from "#app/invoices/gstin.ts";
import { z } from "#app/zod.ts";

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** The firm's WhatsApp credentials: all or none. */
const WHATSAPP_SETTINGS = [
  "WHATSAPP_TOKEN",
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
    TRUST_PROXY: z
      .string()
      .default("false")
      .describe("Express 'trust proxy': false, true, a hop count, or addresses")
      .transform((value): boolean | number | string =>
        value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
      ),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
      .optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54320),
    /** Server processes answering requests; default one per CPU core. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /**
     * The master keys of the documents' encryption at rest, newest first
     * (app/uploads/document-keys.server.ts); default DATA_DIR/document-key,
     * made on first start.
     */
    DOCUMENT_KEY: z.string().optional(),
    /** Where documents are kept: the local disk under DATA_DIR/uploads, or an S3-compatible bucket (docs/DEPLOYMENT.md). */
    STORAGE: z.enum(["disk", "s3"], { error: 'must be "disk" or "s3"' }).default("disk"),
    S3_BUCKET: optionalString,
    /** For S3-compatible stores other than AWS (R2, MinIO): their address; paths then name the bucket. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_REGION: z.string().trim().min(1).default("us-east-1"),
    UPLOAD_MAX_FILE_MB: z.coerce.number().int().min(1).max(1024).default(25),
    UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(100).default(10),
    /** Documents one booking may hold in all, across every upload (issue 16 item 8). */
    UPLOAD_MAX_BOOKING_MB: z.coerce.number().int().min(1).max(100_000).default(100),
    /** A booking's round of uploads is mailed this long after its last upload if the browser never says it is done. */
    UPLOAD_QUIET_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
    /** A booking's news is held this long after its first item, then mailed as one (docs/decisions/020-booking-digest.md). */
    BOOKING_DIGEST_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
    /** Months after a booking closes when the client's documents are deleted (issue 22.3, docs/PRIVACY.md). */
    RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
    /** Months after a booking closes when the firm's documents sent to the client (deliverables) are deleted. */
    DELIVERABLE_RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(72),
    /** Days after documents are requested when the client is reminded, while anything is pending. */
    REMINDER_DAYS: z
      .string()
      .regex(/^\d{1,3}(,\d{1,3}){0,9}$/, "REMINDER_DAYS is whole days separated by commas, e.g. 2,5,10")
      .transform((days) => days.split(",").map(Number))
      .refine((days) => days.every((day, index) => day > 0 && (index === 0 || day > (days[index - 1] ?? 0))), {
        message: "REMINDER_DAYS must rise, each day above 0, e.g. 2,5,10",
      })
      .default([2, 5, 10]),
    RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(10_000).default(1),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
    MAIL_FROM: optionalString,
    /** Where the firm receives notifications of bookings and enquiries. Default: FIRM_EMAIL. */
    FIRM_INBOX: z.email().optional(),
    FIRM_NAME: optionalString,
    FIRM_PHONE: optionalString,
    FIRM_WHATSAPP: z
      .string()
      .regex(/^\d{8,15}$/, "must be the WhatsApp number as digits with country code, e.g. 919876543210")
      .optional(),
    FIRM_EMAIL: z.email().optional(),
    FIRM_ADDRESS: optionalString,
    FIRM_LINKEDIN_URL: z.url().optional(),
    FIRM_ICAI_FRN: z
      .string()
      .trim()
      .regex(/^\d{6}[A-Z]$/, "must be the ICAI firm registration number, e.g. 012345E")
      .optional(),
    FIRM_GSTIN: z
      .string()
      .trim()
      .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "must be a 15-character GSTIN, e.g. 21ABCDE1234F1ZC")
      .refine((value) => checkGstin(value).ok, "is not a valid GSTIN: its state code or check digit is wrong")
      .optional(),
    /** The firm's UPI address (VPA) that invoices ask to be paid to (issue 23), e.g. easytax@okaxis. */
    FIRM_UPI_VPA: z
      .string()
      .trim()
      .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/, "must be a UPI address (VPA), e.g. easytax@okaxis")
      .optional(),
    /**
     * Who signs the firm's invoices and credit notes (CGST Rule 46(q), Rule
     * 53(1A)(i)): the authorised signatory's name and designation, and a
     * PNG or JPEG of their signature (a path; relative to the working
     * directory, as DATA_DIR). Needed to invoice (app/invoices/billing.server.ts).
     */
    FIRM_SIGNATORY_NAME: optionalString,
    FIRM_SIGNATORY_DESIGNATION: optionalString,
    FIRM_SIGNATURE_IMAGE: optionalString,
    /** The GST rate of the firm's services on invoices, in percent (professional services: 18). */
    GST_RATE: z.coerce
      .number()
      .refine((rate) => [0, 5, 18, 40].includes(rate), "must be one of the GST rates for services: 0, 5, 18 or 40")
      .default(18),
    FIRM_OFFICE_HOURS: optionalString,
    /** FIRM_OFFICE_HOURS in Hindi and in Odia, for the pages in each (issue 39). */
    FIRM_OFFICE_HOURS_HI: optionalString,
    FIRM_OFFICE_HOURS_OR: optionalString,
    FIRM_MAP_URL: z.url({ protocol: /^https$/ }).optional(),
    /** "Name|Qualification|ICAI membership no" per partner, partners separated by ";". */
    FIRM_PARTNERS: z
      .string()
      .trim()
      .transform((value, context) => {
        const partners = value
          .split(";")
          .map((entry) => entry.split("|").map((part) => part.trim()))
          .filter((parts) => parts.some(Boolean));
        if (partners.length === 0 || partners.some((parts) => parts.length !== 3 || parts.some((part) => !part))) {
          context.addIssue({
            code: "custom",
            message: 'must be "Name|Qualification|Membership no" entries separated by ";"',
          });
          return z.NEVER;
        }
        return partners.map(
          ([name, qualification, membershipNo]) =>
            ({ name, qualification, membershipNo }) as {
              name: string;
              qualification: string;
              membershipNo: string;
            },
        );
      })
      .optional(),
    /** Who answers privacy requests and grievances (/privacy, DPDP Rules 9 and 14). Default: the first partner, FIRM_EMAIL, FIRM_PHONE. */
    GRIEVANCE_OFFICER_NAME: optionalString,
    GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
    GRIEVANCE_OFFICER_PHONE: optionalString,
    /**
     * The WhatsApp Business Platform (Meta's Cloud API; issue 40,
     * docs/WHATSAPP.md). All four set: notices also go by WhatsApp to
     * clients who opted in, and the webhook takes their replies. None set:
     * the site is as without WhatsApp. WHATSAPP_API_URL is the Graph API
     * with its version; tests point it at their stand-in.
     */
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: z
      .string()
      .trim()
      .regex(/^\d{5,20}$/, "must be the phone number's id from the WhatsApp Manager (digits)")
      .optional(),
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v23.0"),
    APP_STORE_URL: z.url().optional(),
    PLAY_STORE_URL: z.url().optional(),
  })
  .refine((env) => env.STORAGE !== "s3" || env.S3_BUCKET, {
    path: ["S3_BUCKET"],
    message: "is required when STORAGE=s3: the bucket that keeps the documents",
  })
  .refine(
    (env) => {
      const set = WHATSAPP_SETTINGS.filter((name) => env[name] !== undefined).length;
      return set === 0 || set === WHATSAPP_SETTINGS.length;
    },
    {
      path: ["WHATSAPP_TOKEN"],
      message: `WhatsApp needs all four of ${WHATSAPP_SETTINGS.join(", ")}, or none (docs/WHATSAPP.md)`,
    },
  );

export type Env = Omit<z.infer<typeof EnvSchema>, "BETTER_AUTH_SECRET" | "SITE_URL"> & {
  BETTER_AUTH_SECRET: string;
  SITE_URL: string;
  /** DATA_DIR as an absolute path. */
  dataDir: string;
};

let env: Env | undefined;

/**
 * The process environment, parsed once. A bad value stops the server with a
 * message naming the variable and what it expects.
 */
export function getEnv(): Env {
  env ??= parseEnv(process.env);
  return env;
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    dataDir,
    SITE_URL: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    BETTER_AUTH_SECRET: parsed.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir, "auth-secret"),
  };
}

/**
 * A secret kept in the data directory, generated on first use, so that
 * `npm start` needs no configuration and restarts keep sessions valid.
 */
export function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    // Another process made it first: theirs is the secret.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readFileSync(file, "utf8").trim();
  }
  return secret;
}

/** Secrets that hosts sharing one database must share: made in the data directory only for a single box. */
const SHARED_SECRETS = [
  { name: "BETTER_AUTH_SECRET", file: "auth-secret" },
  { name: "DOCUMENT_KEY", file: "document-key" },
] as const;

/**
 * With DATABASE_URL the site may run on several hosts (issue 25): each would
 * make its own secrets in its own data directory, and one host's sessions
 * and documents would not open on another. So they must come from
 * configuration; a start without them stops with this message.
 */
export function checkSharedSecrets(source: NodeJS.ProcessEnv): void {
  if (!source.DATABASE_URL) return;
  const missing = SHARED_SECRETS.filter((secret) => !source[secret.name]);
  if (missing.length === 0) return;
  const lines = missing.map(
    (secret) =>
      `  ${secret.name}: required when DATABASE_URL is set (every host must have the same value); a single box that ran before has it in DATA_DIR/${secret.file}`,
  );
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}\nSee docs/DEPLOYMENT.md.`);
}

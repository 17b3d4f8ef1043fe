import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { checkSharedSecrets, EnvSchema, parseEnv } from "#app/env.server.ts";

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "etf-env-"));

test("defaults need no configuration and generate the auth secret once", () => {
  const dataDir = tempDir();
  const env = parseEnv({ DATA_DIR: dataDir });
  expect(env.PORT).toBe(3000);
  expect(env.HOST).toBe("0.0.0.0");
  expect(env.NODE_ENV).toBe("production");
  expect(env.SITE_URL).toBe("http://localhost:3000");
  expect(env.DATABASE_URL).toBeUndefined();
  expect(env.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
  expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o777).toBe(0o600);
  expect(parseEnv({ DATA_DIR: dataDir }).BETTER_AUTH_SECRET).toBe(env.BETTER_AUTH_SECRET);
  expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(env.BETTER_AUTH_SECRET);
});

test("a given secret is used and nothing is written", () => {
  const dataDir = tempDir();
  const secret = "x".repeat(40);
  expect(parseEnv({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret }).BETTER_AUTH_SECRET).toBe(secret);
  expect(() => statSync(path.join(dataDir, "auth-secret"))).toThrow();
});

test.each([
  [{ PORT: "eighty" }, /PORT: /],
  [{ PORT: "70000" }, /PORT: /],
  [{ DATABASE_URL: "mysql://localhost/db" }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/],
  [{ NODE_ENV: "staging" }, /NODE_ENV: /],
  [{ FIRM_WHATSAPP: "+91 98765" }, /FIRM_WHATSAPP: must be the WhatsApp number as digits/],
  [{ FIRM_ICAI_FRN: "12345" }, /FIRM_ICAI_FRN: must be the ICAI firm registration number/],
  [{ FIRM_GSTIN: "21ABCDE1234F1Y5" }, /FIRM_GSTIN: must be a 15-character GSTIN/],
  [{ FIRM_GSTIN: "21AABCE1234F1ZJ" }, /FIRM_GSTIN: is not a valid GSTIN: its state code or check digit is wrong/],
  [{ FIRM_UPI_VPA: "easytax" }, /FIRM_UPI_VPA: must be a UPI address \(VPA\)/],
  [{ GST_RATE: "12" }, /GST_RATE: must be one of the GST rates for services/],
  [{ FIRM_PARTNERS: "CA Rakesh Mohanty|FCA" }, /FIRM_PARTNERS: must be "Name\|Qualification\|Membership no"/],
  [{ BETTER_AUTH_SECRET: "short" }, /BETTER_AUTH_SECRET: must be at least 32 characters/],
  [{ STORAGE: "ftp" }, /STORAGE: must be "disk" or "s3"/],
  [{ STORAGE: "s3" }, /S3_BUCKET: is required when STORAGE=s3/],
  [{ STORAGE: "s3", S3_BUCKET: "docs", S3_ENDPOINT: "minio:9000" }, /S3_ENDPOINT: /],
])("a bad value names the variable: %o", (values, message) => {
  expect(() => parseEnv({ DATA_DIR: tempDir(), ...values })).toThrow(message);
});

test("the firm's partners are read as name, qualification and membership number", () => {
  const env = parseEnv({
    DATA_DIR: tempDir(),
    FIRM_PARTNERS: "CA Rakesh Mohanty|FCA|012345; CA Smita Mohanty | ACA | 123456;",
  });
  expect(env.FIRM_PARTNERS).toEqual([
    { name: "CA Rakesh Mohanty", qualification: "FCA", membershipNo: "012345" },
    { name: "CA Smita Mohanty", qualification: "ACA", membershipNo: "123456" },
  ]);
});

test("SITE_URL loses a trailing slash and follows PORT by default", () => {
  expect(parseEnv({ DATA_DIR: tempDir(), SITE_URL: "https://example.in/" }).SITE_URL).toBe("https://example.in");
  expect(parseEnv({ DATA_DIR: tempDir(), PORT: "8080" }).SITE_URL).toBe("http://localhost:8080");
});

test(".env.example lists every variable the server reads, and nothing else", () => {
  const example = readFileSync(path.join(import.meta.dirname, "..", ".env.example"), "utf8");
  const listed = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
  expect(listed.toSorted()).toEqual(Object.keys(EnvSchema.shape).toSorted());
});

test("with DATABASE_URL, the secrets every host shares must be given, and the message names each missing one", () => {
  const databaseUrl = "postgres://etf@db.internal/etf";
  const secrets = { BETTER_AUTH_SECRET: "s".repeat(40), DOCUMENT_KEY: "k".repeat(43) };
  expect(() => checkSharedSecrets({})).not.toThrow();
  expect(() => checkSharedSecrets({ DATABASE_URL: databaseUrl, ...secrets })).not.toThrow();
  expect(() => checkSharedSecrets({ DATABASE_URL: databaseUrl })).toThrow(
    /BETTER_AUTH_SECRET: required when DATABASE_URL is set[^\n]*DATA_DIR\/auth-secret\n {2}DOCUMENT_KEY: required/,
  );
  expect(() =>
    checkSharedSecrets({ DATABASE_URL: databaseUrl, BETTER_AUTH_SECRET: secrets.BETTER_AUTH_SECRET }),
  ).toThrow(/^(?![\s\S]*BETTER_AUTH_SECRET)[\s\S]*DOCUMENT_KEY: required/);
});

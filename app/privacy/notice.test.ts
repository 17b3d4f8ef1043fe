import { expect, test } from "vitest";
import { formatNoticeVersion, PRIVACY_NOTICE_VERSION } from "#app/privacy/notice.ts";

test("the notice's version is a real calendar date", () => {
  expect(PRIVACY_NOTICE_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00Z`).toISOString().slice(0, 10)).toBe(PRIVACY_NOTICE_VERSION);
});

test("a version reads as the date it takes effect", () => {
  expect(formatNoticeVersion("2026-11-24")).toBe("24 November 2026");
  expect(formatNoticeVersion("2027-01-05")).toBe("5 January 2027");
});

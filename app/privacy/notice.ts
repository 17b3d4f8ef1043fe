// The privacy notice's version (/privacy, docs/PRIVACY.md). Consent records
// will store the version a client agreed to (issue 22), so a change to what
// the notice says gets a new version: the date it takes effect. Browser-safe.

import { ENGLISH_MONTHS as MONTHS } from "#app/format-date.ts";

/** The date the current notice took effect, as YYYY-MM-DD. */
export const PRIVACY_NOTICE_VERSION = "2026-11-24";

/**
 * "2026-11-24" as "24 November 2026". Spelt out here rather than by Intl, so
 * the server and every browser render the same text.
 */
export function formatNoticeVersion(version: string = PRIVACY_NOTICE_VERSION): string {
  const [year, month, day] = version.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 0) - 1] ?? ""} ${year}`;
}

import { expect, test } from "vitest";
import { describeMarkForClient, describeMissingForStaff } from "#app/bookings/line-marks.ts";
import { getT } from "#app/i18n/i18n.server.ts";

const english = getT("en", "booking");

test("a marked line reads in words to the client, and the client's 'I don't have this' to staff", () => {
  expect(describeMarkForClient({ state: "not-applicable", day: "3 Dec 2026" }, english)).toBe("Not needed");
  expect(describeMarkForClient({ state: "on-paper", day: "3 Dec 2026" }, english)).toBe(
    "Received on paper on 3 Dec 2026",
  );
  expect(describeMissingForStaff({ at: "3 Dec 2026, 10:30 am IST", reason: "" })).toBe(
    "The client does not have this (3 Dec 2026, 10:30 am IST)",
  );
  expect(describeMissingForStaff({ at: "3 Dec 2026, 10:30 am IST", reason: "Lost it" })).toBe(
    "The client does not have this (3 Dec 2026, 10:30 am IST): “Lost it”",
  );
});

import { expect, test } from "vitest";
import { buildStatement, type StatementEntry } from "#app/clients/statement.ts";

const entry = (date: string, kind: StatementEntry["kind"], paise: number, id: number): StatementEntry => ({
  date,
  kind,
  description: `${kind} ${id}`,
  debitPaise: kind === "invoice" ? paise : 0,
  creditPaise: kind === "invoice" ? 0 : paise,
  id,
});

// Worked by hand, in rupees:
//   10 Apr  invoice 1        1,180.00 Dr   balance 1,180.00
//   10 Apr  payment (UPI)    1,000.00 Cr   balance   180.00
//    1 May  invoice 2        5,900.00 Dr   balance 6,080.00
//    5 May  credit note 2    5,900.00 Cr   balance   180.00
//   20 May  payment            180.00 Cr   balance     0.00
//   totals: Dr 7,080.00, Cr 7,080.00
test("the running balance of invoices, a credit note and payments, against figures worked by hand", () => {
  const statement = buildStatement([
    entry("2026-05-20", "payment", 18_000, 2),
    entry("2026-05-05", "credit-note", 590_000, 3),
    entry("2026-04-10", "payment", 100_000, 1),
    entry("2026-05-01", "invoice", 590_000, 2),
    entry("2026-04-10", "invoice", 118_000, 1),
  ]);
  expect(statement.lines.map((line) => [line.date, line.kind, line.balancePaise])).toEqual([
    ["2026-04-10", "invoice", 118_000],
    ["2026-04-10", "payment", 18_000],
    ["2026-05-01", "invoice", 608_000],
    ["2026-05-05", "credit-note", 18_000],
    ["2026-05-20", "payment", 0],
  ]);
  expect(statement).toMatchObject({ debitPaise: 708_000, creditPaise: 708_000, balancePaise: 0 });
});

test("money paid beyond what was billed is a balance in the client's favour", () => {
  const statement = buildStatement([
    entry("2026-06-01", "invoice", 50_000, 1),
    entry("2026-06-02", "payment", 60_000, 1),
  ]);
  expect(statement.balancePaise).toBe(-10_000);
  expect(buildStatement([])).toEqual({ lines: [], debitPaise: 0, creditPaise: 0, balancePaise: 0 });
});

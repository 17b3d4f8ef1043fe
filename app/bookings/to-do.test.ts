import { describe, expect, it } from "vitest";
import { buildChecklist } from "#app/bookings/checklist.server.ts";
import { describeNothingToDo, getNeededDocuments, listToDo, type ToDoFacts } from "#app/bookings/to-do.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { getOwedPaise } from "#app/invoices/invoices.server.ts";

// Two returns booked together: both lists ask for the PAN, one document.
const items = [
  { serviceId: "income-tax-filing", optionId: "individual", title: "Income tax return for individuals" },
  { serviceId: "income-tax-filing", optionId: "business", title: "Income tax return for a business or profession" },
];

function factsFor(overrides: Partial<ToDoFacts> & { filed?: string[] } = {}): ToDoFacts {
  const { filed = [], ...rest } = overrides;
  return {
    bookingId: "ETF-1764000000000-42",
    status: "In Progress",
    stage: "Documents requested",
    dueOn: null,
    checklist: buildChecklist(
      items,
      filed.map((filedAs) => ({ filedAs })),
    ).groups,
    challans: [],
    invoices: [],
    firmWroteLast: false,
    deliverables: [],
    ...rest,
  };
}

const requiredIds = (facts: ToDoFacts) =>
  new Set(facts.checklist.flatMap((group) => group.items.filter((line) => line.required).map((line) => line.id)));

describe("getNeededDocuments", () => {
  it("names each required line with nothing filed once, however many options share it", () => {
    const facts = factsFor();
    const needed = getNeededDocuments(facts);
    expect(needed.length).toBe(requiredIds(facts).size);
    expect(needed.filter((name) => /PAN/.test(name))).toHaveLength(1);
    expect(needed.length).toBe(buildChecklist(items, []).stillNeeded);
  });

  it("drops a line once a document is filed against it", () => {
    const before = getNeededDocuments(factsFor());
    const after = getNeededDocuments(factsFor({ filed: ["pan"] }));
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((name) => /PAN/.test(name))).toBe(false);
  });

  it("drops a line staff marked, and a requested one the client said they do not have (issue 36, item 2)", () => {
    const before = getNeededDocuments(factsFor());
    const marked = factsFor({
      checklist: buildChecklist(
        items,
        [],
        [{ id: 7, label: "Rent receipts", dueOn: null, missingAt: new Date(), missingReason: null }],
        [{ lineId: "pan", state: "on-paper", at: new Date(), byEmail: "admin@example.com" }],
      ).groups,
    });
    expect(getNeededDocuments(marked)).toHaveLength(before.length - 1);
    expect(getNeededDocuments(marked).some((name) => /PAN|Rent/.test(name))).toBe(false);
  });

  it.each(["Documents received", "In preparation", "Sent for your approval", "Filed / Submitted"])(
    "asks for nothing once the booking is at %s",
    (stage) => {
      expect(getNeededDocuments(factsFor({ stage }))).toEqual([]);
    },
  );

  it("asks for nothing once the booking is closed", () => {
    expect(getNeededDocuments(factsFor({ status: "Closed", stage: "Booked" }))).toEqual([]);
  });
});

describe("listToDo", () => {
  const invoice = { id: 9, kind: "invoice", number: "ETF/2026-27/0009", status: "unpaid", balance: "₹70,800.00" };
  const deliverable = { id: 31, fileName: "itr-v.pdf", label: "ITR-V acknowledgement", downloaded: false };

  it("puts paying first, then documents, then the message, then downloads", () => {
    const tasks = listToDo(factsFor({ invoices: [invoice], firmWroteLast: true, deliverables: [deliverable] }));
    expect(tasks.map((task) => task.kind)).toEqual(["pay", "upload", "reply", "download"]);
    expect(tasks[0]).toMatchObject({
      amount: "₹70,800.00",
      invoiceNumber: "ETF/2026-27/0009",
      href: "/bookings/ETF-1764000000000-42/invoices/9",
    });
    expect(tasks[3]).toMatchObject({
      name: "ITR-V acknowledgement",
      href: "/bookings/ETF-1764000000000-42/documents/31",
    });
  });

  it("asks to pay only what is unpaid: not a reported payment, a paid or cancelled invoice, nor a credit note", () => {
    const others = [
      { ...invoice, id: 1, status: "payment-reported" },
      { ...invoice, id: 2, status: "paid" },
      { ...invoice, id: 3, status: "credited" },
      { ...invoice, id: 4, kind: "credit-note", status: "issued" },
    ];
    const tasks = listToDo(factsFor({ stage: "In preparation", invoices: others }));
    expect(tasks).toEqual([]);
  });

  it("puts tax owed to the government before the firm's own invoice, and asks nothing of a challan reported paid", () => {
    const challan = {
      id: 5,
      status: "to-pay",
      tax: "gst" as const,
      taxName: "GST",
      total: "₹25,000.00",
      payBy: "5 Dec 2026",
      overdue: false,
    };
    const reported = { ...challan, id: 6, status: "reported" };
    const tasks = listToDo(factsFor({ stage: "In preparation", invoices: [invoice], challans: [challan, reported] }));
    expect(tasks.map((task) => task.kind)).toEqual(["tax", "pay"]);
    expect(tasks[0]).toMatchObject({ amount: "₹25,000.00", taxName: "GST", payBy: "5 Dec 2026" });
  });

  it("asks for approval, not a reply, while the work waits for the client's approval", () => {
    const tasks = listToDo(factsFor({ stage: "Sent for your approval", firmWroteLast: true }));
    expect(tasks.map((task) => task.kind)).toEqual(["approve"]);
  });

  it("points the approval at the draft's box, naming its version, and asks nothing once it is approved", () => {
    const waiting = listToDo(
      factsFor({ stage: "Sent for your approval", draft: { version: 2, status: "waiting" }, firmWroteLast: true }),
    );
    expect(waiting).toEqual([{ kind: "approve", version: 2, href: expect.stringMatching(/#approval-heading$/) }]);
    const approved = listToDo(factsFor({ stage: "Sent for your approval", draft: { version: 2, status: "approved" } }));
    expect(approved).toEqual([]);
  });

  it("leaves out what the client has already downloaded", () => {
    const tasks = listToDo(
      factsFor({ stage: "Filed / Submitted", deliverables: [{ ...deliverable, downloaded: true }] }),
    );
    expect(tasks).toEqual([]);
  });

  it("asks nothing of a closed booking, whatever it holds", () => {
    const closed = factsFor({
      status: "Closed",
      invoices: [invoice],
      firmWroteLast: true,
      deliverables: [deliverable],
    });
    expect(listToDo(closed)).toEqual([]);
  });
});

describe("describeNothingToDo", () => {
  const english = getT("en", "booking");

  it("says when the firm expects to finish, in India's calendar", () => {
    expect(describeNothingToDo({ status: "In Progress", dueOn: "2026-12-15" }, english)).toBe(
      "Nothing waits on you. We expect to finish by 15 Dec 2026.",
    );
  });

  it("says the work is complete once closed", () => {
    expect(describeNothingToDo({ status: "Closed", dueOn: "2026-12-15" }, english)).toBe(
      "Nothing waits on you. This work is complete.",
    );
  });

  it("says it in Hindi and Odia, the date in their month names", () => {
    expect(describeNothingToDo({ status: "In Progress", dueOn: "2026-12-15" }, getT("hi", "booking"), "hi")).toBe(
      "आपकी ओर से कुछ बाकी नहीं है। हम 15 दिसंबर 2026 तक काम पूरा कर देने की उम्मीद रखते हैं।",
    );
    expect(describeNothingToDo({ status: "In Progress", dueOn: null }, getT("or", "booking"), "or")).toBe(
      "ଆପଣଙ୍କ ତରଫରୁ କିଛି ବାକି ନାହିଁ। ଆମକୁ କିଛି ଦରକାର ହେଲେ କିମ୍ବା କାମ ଶେଷ ହେଲେ ଆମେ ସଙ୍ଗେ ସଙ୍ଗେ ଆପଣଙ୍କୁ ଇମେଲ କରିବୁ।",
    );
  });
});

describe("getOwedPaise", () => {
  const bill = { kind: "invoice", status: "unpaid" as const, totalPaise: 7_080_000 };

  it("subtracts confirmed payments only", () => {
    const payments = [
      { status: "confirmed", amountPaise: 5_000_000 },
      { status: "reported", amountPaise: 2_080_000 },
      { status: "rejected", amountPaise: 2_080_000 },
    ];
    expect(getOwedPaise(bill, payments)).toBe(2_080_000);
  });

  it("is nothing for a credit note, a cancelled invoice, or one paid in full", () => {
    expect(getOwedPaise({ ...bill, kind: "credit-note", status: "issued" }, [])).toBe(0);
    expect(getOwedPaise({ ...bill, status: "credited" }, [])).toBe(0);
    expect(getOwedPaise(bill, [{ status: "confirmed", amountPaise: 7_080_000 }])).toBe(0);
  });
});

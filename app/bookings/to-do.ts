// What waits on the client, in order of urgency: the card at the top of
// their booking page and of their dashboard (issue 36, item 1). One rule
// for both pages; each page gathers the facts and this decides the tasks.
// Browser-safe: the card's component reads the types.
import type { TFunction } from "i18next";
import type { ChecklistItem } from "#app/catalog/checklists.ts";
import type { ChallanTax } from "#app/challans/challan.ts";
import { formatDay } from "#app/format-date.ts";
import type { Language } from "#app/i18n/languages.ts";
import { asksForDocuments } from "./stages.ts";

/** What a page knows of one booking that could ask something of its client. */
export type ToDoFacts = {
  bookingId: string;
  status: string;
  stage: string;
  /** The day the firm means to be done by (bookings.due_on), or null. */
  dueOn: string | null;
  /**
   * The checklist's lines, each with what was filed against it and whether
   * it is still needed from the client (checklist.server.ts: required,
   * nothing filed, not marked by staff, not answered "I don't have this").
   */
  checklist: readonly {
    items: readonly (Pick<ChecklistItem, "id" | "name" | "required"> & { files: unknown[]; needed: boolean })[];
  }[];
  /** The tax the client pays to the government (app/challans/challans.server.ts, presentChallan). */
  challans: readonly {
    id: number;
    status: string;
    tax: ChallanTax;
    taxName: string;
    total: string;
    payBy: string;
    overdue: boolean;
  }[];
  /** The booking's invoices and credit notes; `balance` is what is still owed, formatted. */
  invoices: readonly {
    id: number;
    kind: string;
    number: string;
    status: string;
    balance: string;
    /** The UPI payment request for what is owed (app/invoices/invoices.server.ts, getUpiLink). */
    upiLink?: string | null;
  }[];
  /** Whether the thread's latest message is the firm's (the client has not answered it). */
  firmWroteLast: boolean;
  /** The firm's documents for the client, and whether the client has downloaded each. */
  deliverables: readonly { id: number; fileName: string; label: string; downloaded: boolean }[];
  /** The latest draft posted for the client's approval (app/approvals), if any. */
  draft?: { version: number; status: string } | null;
};

/** One thing the client should do now; `href` goes to where they do it. */
export type ToDo =
  | { kind: "tax"; amount: string; tax: ChallanTax; taxName: string; payBy: string; overdue: boolean; href: string }
  | { kind: "pay"; amount: string; invoiceNumber: string; href: string; upiLink: string | null }
  | { kind: "upload"; documents: string[]; href: string }
  | { kind: "approve"; href: string; version: number | null }
  | { kind: "reply"; href: string }
  | { kind: "download"; name: string; href: string };

/**
 * The booking's tasks for its client, the most urgent first: tax to the
 * government (its date is the law's), the firm's invoice, documents,
 * approval, a reply, downloads.
 */
export function listToDo(facts: ToDoFacts): ToDo[] {
  if (facts.status === "Closed") return [];
  const page = `/bookings/${encodeURIComponent(facts.bookingId)}`;
  const tasks: ToDo[] = facts.challans
    .filter((challan) => challan.status === "to-pay")
    .map((challan) => ({
      kind: "tax",
      amount: challan.total,
      tax: challan.tax,
      taxName: challan.taxName,
      payBy: challan.payBy,
      overdue: challan.overdue,
      href: `${page}#challans-heading`,
    }));
  tasks.push(
    ...facts.invoices
      .filter((invoice) => invoice.kind === "invoice" && invoice.status === "unpaid")
      .map((invoice) => ({
        kind: "pay" as const,
        amount: invoice.balance,
        invoiceNumber: invoice.number,
        href: `${page}/invoices/${invoice.id}`,
        upiLink: invoice.upiLink ?? null,
      })),
  );
  const documents = getNeededDocuments(facts);
  if (documents.length > 0) tasks.push({ kind: "upload", documents, href: `${page}#send-heading` });
  if (facts.stage === "Sent for your approval" && facts.draft?.status !== "approved") {
    // A posted draft is approved in its box; without one, the client answers on the thread.
    const version = facts.draft?.version ?? null;
    tasks.push({ kind: "approve", version, href: `${page}#${version ? "approval" : "messages"}-heading` });
  } else if (facts.firmWroteLast) tasks.push({ kind: "reply", href: `${page}#messages-heading` });
  for (const file of facts.deliverables) {
    if (!file.downloaded) {
      tasks.push({ kind: "download", name: file.label || file.fileName, href: `${page}/documents/${file.id}` });
    }
  }
  return tasks;
}

/**
 * The required documents still needed (nothing filed, not marked by staff,
 * not answered "I don't have this"), named once each (a line shared by two
 * options is one document), and none once the firm has what it needs
 * (asksForDocuments).
 */
export function getNeededDocuments(facts: Pick<ToDoFacts, "status" | "stage" | "checklist">): string[] {
  if (!asksForDocuments(facts)) return [];
  const needed = new Map<string, string>();
  for (const group of facts.checklist) {
    for (const line of group.items) {
      if (line.needed) needed.set(line.id, line.name);
    }
  }
  return [...needed.values()];
}

/** What the card says when nothing waits on the client, in the page's language (`t` of "booking"). */
export function describeNothingToDo(
  facts: Pick<ToDoFacts, "status" | "dueOn">,
  t: TFunction<"booking">,
  language: Language = "en",
): string {
  if (facts.status === "Closed") return t("toDo.nothingClosed");
  if (facts.dueOn) return t("toDo.nothingUntil", { day: formatDay(facts.dueOn, language) });
  return t("toDo.nothing");
}

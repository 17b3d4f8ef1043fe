// What the firm still needs from a client, computed in one place
// (DESIGN, 'After the sale'): the checklists of a booking's options, each
// item ticked by the documents filed against it. The client's booking page,
// the user dashboard, the cart, the confirmation page and emails read it.
import { type AnyColumn, sql } from "drizzle-orm";
import { repeatsLine } from "#app/bookings/filing-guess.ts";
import { CHECKLISTS, type ChecklistItem } from "#app/catalog/checklists.ts";
import { uploads } from "#app/db/schema.ts";
import { formatDay } from "#app/format-date.ts";

export type { ChecklistItem };

/**
 * The documents that tick checklist items and requests: the client's own,
 * never the firm's, and never one sent through the booking lookup until
 * staff accept it (issue 34.3). Every query of what arrived uses this; a
 * relational query passes its own (aliased) columns of uploads.
 */
export const countedDocuments = (upload: { source: AnyColumn; checked: AnyColumn } = uploads) =>
  sql<boolean>`(${upload.source} = 'client' and ${upload.checked})`;

/** countedDocuments, for documents already read. */
export const isCounted = (file: { source: "client" | "firm"; checked: boolean }) =>
  file.source === "client" && file.checked;

/** The value of "filed as" for a document that answers no checklist item. */
export const OTHER_DOCUMENT = "other";

/** The documents the firm needs for one option ("{serviceId}:{optionId}"). */
export function getChecklist(optionKey: string): readonly ChecklistItem[] {
  return CHECKLISTS[optionKey] ?? [];
}

type BookedItem = { serviceId: string; optionId: string; title: string };

/** A document the firm asked for after booking, still wanted (app/bookings/requests.server.ts). */
export type OpenRequest = { id: number; label: string; dueOn: string | null };

/** A request reads like a checklist line; documents are filed against `request-{id}`. */
function toChecklistItem(request: OpenRequest): ChecklistItem {
  return {
    id: `request-${request.id}`,
    name: request.label,
    explanation: request.dueOn
      ? `We asked for this after your booking; please send it by ${formatDay(request.dueOn)}.`
      : "We asked for this after your booking.",
    required: true,
  };
}

/** One service of a booking with its checklist, each item with the documents filed against it. */
export type ChecklistGroup<File> = { title: string; items: (ChecklistItem & { files: File[] })[] };

/**
 * The booking's requests, each either a line of its own or, when it asks
 * again for a line of the checklist (repeatsLine: a request for 'Aadhaar'),
 * that line's request (issue 36, item 2): the line is then required, says
 * it was asked for, and a document filed against either ticks it.
 */
function placeRequests(items: readonly Omit<BookedItem, "title">[], requests: readonly OpenRequest[]) {
  const lines = items.flatMap((item) => getChecklist(`${item.serviceId}:${item.optionId}`));
  const own: OpenRequest[] = [];
  const asked = new Map<string, OpenRequest>();
  const ticks = new Map<string, string>();
  for (const request of requests) {
    const line = lines.find((entry) => repeatsLine(request.label, entry));
    if (!line) {
      own.push(request);
    } else {
      if (!asked.has(line.id)) asked.set(line.id, request);
      ticks.set(`request-${request.id}`, line.id);
    }
  }
  /** What a document's filedAs ticks: a repeating request's id stands for its line. */
  const lineOf = (filedAs: string) => ticks.get(filedAs) ?? filedAs;
  const withRequest = (entry: ChecklistItem): ChecklistItem => {
    const request = asked.get(entry.id);
    return request
      ? { ...entry, required: true, explanation: `${entry.explanation} ${toChecklistItem(request).explanation}` }
      : entry;
  };
  return { own, lineOf, withRequest };
}

/**
 * A booking's checklist, a group per booked option. An item id shared by
 * two options (the PAN for a return and for a notice) is one document: a
 * file filed against it ticks it in both.
 */
export function buildChecklist<File extends { filedAs: string }>(
  items: readonly BookedItem[],
  files: readonly File[],
  requests: readonly OpenRequest[] = [],
): { groups: ChecklistGroup<File>[]; stillNeeded: number } {
  const { own, lineOf, withRequest } = placeRequests(items, requests);
  const withFiles = (entry: ChecklistItem) => ({
    ...entry,
    files: files.filter((file) => lineOf(file.filedAs) === entry.id),
  });
  const groups = [
    ...(own.length > 0 ? [{ title: "Asked by the firm", items: own.map(toChecklistItem).map(withFiles) }] : []),
    ...items.map((item) => ({
      title: item.title,
      items: getChecklist(`${item.serviceId}:${item.optionId}`).map(withRequest).map(withFiles),
    })),
  ];
  return { groups, stillNeeded: countStillNeeded(items, files, requests) };
}

/**
 * How many required documents have nothing filed against them yet: the
 * open requests and the required items of every option's checklist, an id
 * shared by two options counted once. (The dashboard needs only this.)
 */
export function countStillNeeded(
  items: readonly Omit<BookedItem, "title">[],
  files: readonly { filedAs: string }[],
  requests: readonly OpenRequest[] = [],
): number {
  const { own, lineOf, withRequest } = placeRequests(items, requests);
  const received = new Set(files.map((file) => lineOf(file.filedAs)));
  const missing = new Set(own.map(toChecklistItem).map((entry) => entry.id));
  for (const item of items) {
    for (const entry of getChecklist(`${item.serviceId}:${item.optionId}`).map(withRequest)) {
      if (entry.required) missing.add(entry.id);
    }
  }
  for (const id of received) missing.delete(id);
  return missing.size;
}

/** The requests with nothing filed against them (or against the line one repeats). */
export function getUnansweredRequests(
  items: readonly Omit<BookedItem, "title">[],
  files: readonly { filedAs: string }[],
  requests: readonly OpenRequest[],
): OpenRequest[] {
  const { lineOf } = placeRequests(items, requests);
  const received = new Set(files.map((file) => lineOf(file.filedAs)));
  return requests.filter((request) => !received.has(lineOf(`request-${request.id}`)));
}

/** The checklist ids a document for these options may be filed against, and 'other'. */
export function getFilingChoices(
  items: readonly BookedItem[],
  requests: readonly OpenRequest[] = [],
): { value: string; label: string }[] {
  const { own } = placeRequests(items, requests);
  const seen = new Map<string, string>(own.map((request) => [`request-${request.id}`, request.label]));
  for (const item of items) {
    for (const entry of getChecklist(`${item.serviceId}:${item.optionId}`)) {
      if (!seen.has(entry.id)) seen.set(entry.id, entry.name);
    }
  }
  return [...[...seen].map(([value, label]) => ({ value, label })), { value: OTHER_DOCUMENT, label: "Other" }];
}

/** "2 documents needed", or null when nothing required is missing. */
export function describeStillNeeded(count: number): string | null {
  if (count === 0) return null;
  return `${count} ${count === 1 ? "document" : "documents"} needed`;
}

/** The checklist as an email lists it: a section per option, an item a line. */
export function getChecklistSections(items: readonly BookedItem[]): { heading: string; items: string[] }[] {
  return items.map((item) => ({
    heading: `What we need for ${item.title}`,
    items: getChecklist(`${item.serviceId}:${item.optionId}`).map(
      (entry) => `${entry.name}${entry.required ? "" : " (if it applies to you)"}`,
    ),
  }));
}

// What the firm still needs from a client, computed in one place
// (DESIGN, 'After the sale'): the checklists of a booking's options, each
// item ticked by the documents filed against it. The client's booking page,
// the user dashboard, the cart, the confirmation page and emails read it.
import { type AnyColumn, sql } from "drizzle-orm";
import { repeatsLine } from "#app/bookings/filing-guess.ts";
import { getItemTitle } from "#app/bookings/item-summaries.server.ts";
import type { LineMarkState } from "#app/bookings/line-marks.ts";
import { CHECKLISTS, type ChecklistItem, type ChecklistTranslation } from "#app/catalog/checklists.ts";
import { sayRequestLabel } from "#app/catalog/recurring-words.server.ts";
import HINDI from "#app/catalog/translations/checklists.hi.ts";
import ODIA from "#app/catalog/translations/checklists.or.ts";
import { type UploadSource, uploads } from "#app/db/schema.ts";
import { formatDateTime, formatDay, getTodayInIndia } from "#app/format-date.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import type { Language, TranslatedLanguage } from "#app/i18n/languages.ts";

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
export const isCounted = (file: { source: UploadSource; checked: boolean }) => file.source === "client" && file.checked;

/** The value of "filed as" for a document that answers no checklist item. */
export const OTHER_DOCUMENT = "other";

type Translated = Readonly<Record<string, Readonly<Record<string, Pick<ChecklistItem, "name" | "explanation">>>>>;

/** The checklists in each translated language, typed item by item (app/catalog/translations). */
const TRANSLATIONS: Record<TranslatedLanguage, ChecklistTranslation> = { hi: HINDI, or: ODIA };

/**
 * The documents the firm needs for one option ("{serviceId}:{optionId}"),
 * in the page's language: the same ids and `required`, the name and
 * explanation translated (English as written in the catalog).
 */
export function getChecklist(optionKey: string, language: Language = "en"): readonly ChecklistItem[] {
  const items = CHECKLISTS[optionKey] ?? [];
  const translation: Translated | null = language === "en" ? null : TRANSLATIONS[language];
  const words = translation?.[optionKey];
  if (!words) return items;
  return items.map((item) => {
    const own = words[item.id];
    return own ? { ...item, name: own.name, explanation: own.explanation } : item;
  });
}

type BookedItem = { serviceId: string; optionId: string; title: string };

/** A document the firm asked for after booking, still wanted (app/bookings/requests.server.ts). */
export type OpenRequest = {
  id: number;
  label: string;
  dueOn: string | null;
  /** The firm's short note to the client, written when it asked. */
  note?: string | null;
  /** When the client answered "I don't have this", and why if they said. */
  missingAt?: Date | null;
  missingReason?: string | null;
};

/** A line staff marked not applicable or received on paper (booking_line_marks). */
export type LineMark = { lineId: string; state: LineMarkState; at: Date; byEmail: string };

/** A request reads like a checklist line, in the client's language; documents are filed against `request-{id}`. */
function toChecklistItem(request: OpenRequest, language: Language): ChecklistItem {
  const t = getT(language, "booking");
  return {
    id: `request-${request.id}`,
    name: sayRequestLabel(request.label, language),
    explanation: request.dueOn
      ? t("checklistGroups.askedBy", { day: formatDay(request.dueOn, language) })
      : t("checklistGroups.asked"),
    required: true,
  };
}

/**
 * One line of a booking's checklist: the documents filed against it, the
 * request that asks for it (its note, and the client's "I don't have this"),
 * staff's mark, and whether it is still needed from the client: required,
 * with nothing filed, not marked, and not answered "I don't have this"
 * (then the next move is the firm's).
 */
type ChecklistLine<File> = ChecklistItem & {
  files: File[];
  requestId: number | null;
  note: string | null;
  missing: { at: string; reason: string } | null;
  mark: { state: LineMarkState; at: string; day: string; by: string } | null;
  needed: boolean;
};

/** One service of a booking with its checklist, each item with the documents filed against it. */
export type ChecklistGroup<File> = { title: string; items: ChecklistLine<File>[] };

/**
 * The booking's requests, each either a line of its own or, when it asks
 * again for a line of the checklist (repeatsLine: a request for 'Aadhaar'),
 * that line's request (issue 36, item 2): the line is then required, says
 * it was asked for, and a document filed against either ticks it.
 */
function placeRequests(
  items: readonly Omit<BookedItem, "title">[],
  requests: readonly OpenRequest[],
  language: Language = "en",
) {
  const lines = items.flatMap((item) => getChecklist(`${item.serviceId}:${item.optionId}`));
  const own: OpenRequest[] = [];
  const asked = new Map<string, OpenRequest>(requests.map((request) => [`request-${request.id}`, request]));
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
  /** What a document's filedAs (or a mark's line) ticks: a repeating request's id stands for its line. */
  const lineOf = (filedAs: string) => ticks.get(filedAs) ?? filedAs;
  const withRequest = (entry: ChecklistItem): ChecklistItem => {
    const request = asked.get(entry.id);
    return request
      ? {
          ...entry,
          required: true,
          explanation: `${entry.explanation} ${toChecklistItem(request, language).explanation}`,
        }
      : entry;
  };
  /** The request that asks for a line: its own line's, or the first that repeats it. */
  const requestOf = (id: string) => asked.get(id) ?? null;
  return { own, lineOf, withRequest, requestOf };
}

/**
 * A booking's checklist, a group per booked option. An item id shared by
 * two options (the PAN for a return and for a notice) is one document: a
 * file filed against it ticks it in both, and a mark marks both.
 */
export function buildChecklist<File extends { filedAs: string }>(
  items: readonly BookedItem[],
  files: readonly File[],
  requests: readonly OpenRequest[] = [],
  marks: readonly LineMark[] = [],
  language: Language = "en",
): { groups: ChecklistGroup<File>[]; stillNeeded: number } {
  const { own, lineOf, withRequest, requestOf } = placeRequests(items, requests, language);
  const markOf = new Map(marks.map((mark) => [lineOf(mark.lineId), mark]));
  const toLine = (entry: ChecklistItem): ChecklistLine<File> => {
    const filed = files.filter((file) => lineOf(file.filedAs) === entry.id);
    const request = requestOf(entry.id);
    const mark = markOf.get(entry.id);
    const missing = request?.missingAt
      ? { at: formatDateTime(request.missingAt, language), reason: request.missingReason ?? "" }
      : null;
    return {
      ...entry,
      files: filed,
      requestId: request?.id ?? null,
      note: request?.note ?? null,
      missing,
      mark: mark
        ? {
            state: mark.state,
            at: formatDateTime(mark.at, language),
            day: formatDay(getTodayInIndia(mark.at), language),
            by: mark.byEmail,
          }
        : null,
      needed: entry.required && filed.length === 0 && !mark && !missing,
    };
  };
  const groups = [
    ...(own.length > 0
      ? [
          {
            title: getT(language, "booking")("checklistGroups.askedByFirm"),
            items: own.map((request) => toLine(toChecklistItem(request, language))),
          },
        ]
      : []),
    ...items.map((item) => ({
      title: getItemTitle(item, language),
      items: getChecklist(`${item.serviceId}:${item.optionId}`, language).map(withRequest).map(toLine),
    })),
  ];
  const needed = groups.flatMap((group) => group.items.filter((entry) => entry.needed).map((entry) => entry.id));
  return { groups, stillNeeded: new Set(needed).size };
}

/**
 * How many required documents are still needed from the client (see
 * ChecklistLine's `needed`), an id shared by two options counted once.
 * (The dashboard needs only this.)
 */
export function countStillNeeded(
  items: readonly Omit<BookedItem, "title">[],
  files: readonly { filedAs: string }[],
  requests: readonly OpenRequest[] = [],
  marks: readonly LineMark[] = [],
): number {
  return buildChecklist(
    items.map((item) => ({ ...item, title: "" })),
    files,
    requests,
    marks,
  ).stillNeeded;
}

/**
 * The requests nothing answers yet: no document filed against them (or the
 * line one repeats), and their line not marked by staff. One the client
 * does not have is among them: it has not come.
 */
export function getUnansweredRequests(
  items: readonly Omit<BookedItem, "title">[],
  files: readonly { filedAs: string }[],
  requests: readonly OpenRequest[],
  marks: readonly LineMark[] = [],
): OpenRequest[] {
  const { lineOf } = placeRequests(items, requests);
  const answered = new Set([...files.map((file) => file.filedAs), ...marks.map((mark) => mark.lineId)].map(lineOf));
  return requests.filter((request) => !answered.has(lineOf(`request-${request.id}`)));
}

/** The ids of the booking's lines (checklist items and the requests of their own): what staff may mark. */
export function getLineIds(items: readonly BookedItem[], requests: readonly OpenRequest[]): Set<string> {
  return new Set(buildChecklist(items, [], requests).groups.flatMap((group) => group.items.map((entry) => entry.id)));
}

/** The checklist ids a document for these options may be filed against, and 'other'. */
export function getFilingChoices(
  items: readonly BookedItem[],
  requests: readonly OpenRequest[] = [],
  language: Language = "en",
): { value: string; label: string }[] {
  const { own } = placeRequests(items, requests);
  const seen = new Map<string, string>(
    own.map((request) => [`request-${request.id}`, sayRequestLabel(request.label, language)]),
  );
  for (const item of items) {
    for (const entry of getChecklist(`${item.serviceId}:${item.optionId}`, language)) {
      if (!seen.has(entry.id)) seen.set(entry.id, entry.name);
    }
  }
  return [
    ...[...seen].map(([value, label]) => ({ value, label })),
    { value: OTHER_DOCUMENT, label: getT(language, "booking")("checklistGroups.other") },
  ];
}

/** "2 documents needed", or null when nothing required is missing. */
export function describeStillNeeded(count: number): string | null {
  if (count === 0) return null;
  return `${count} ${count === 1 ? "document" : "documents"} needed`;
}

/** The checklist as an email lists it: a section per option, an item a line. */
export function getChecklistSections(
  items: readonly BookedItem[],
  language: Language = "en",
): { heading: string; items: string[] }[] {
  const t = getT(language, "mail");
  return items.map((item) => ({
    heading: t("received.checklistHeading", { title: getItemTitle(item, language) }),
    items: getChecklist(`${item.serviceId}:${item.optionId}`, language).map((entry) =>
      entry.required ? entry.name : t("received.ifItApplies", { name: entry.name }),
    ),
  }));
}

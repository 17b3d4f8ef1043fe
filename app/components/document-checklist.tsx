import { type ReactNode, useEffect, useRef } from "react";
import { CheckIcon } from "#app/components/icons.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

export type ChecklistEntry = {
  id: string;
  name: string;
  explanation: string;
  required: boolean;
  /** On a booking page: the documents filed against it. Absent before booking. */
  files?: { id: number; fileName: string; size: string; receivedAt: string }[];
  /** The firm's short note on a requested line. */
  note?: string | null;
};

/** A line's state in words when no document ticks it ("Not needed"); `done` ticks it. */
export type LineState = { text: string; done: boolean } | null;

/**
 * The documents the firm needs for one service option. Before a booking
 * (service page, cart, confirmation) a plain list; on the booking page each
 * item is ticked by the documents filed against it or by its state, and may
 * carry the reader's forms (`actions`).
 */
export function DocumentChecklist<Item extends ChecklistEntry>({
  items,
  stateOf = () => null,
  actions,
}: {
  items: readonly Item[];
  stateOf?: (item: Item) => LineState;
  actions?: (item: Item) => ReactNode;
}) {
  const { t } = useTranslation("catalog");
  if (items.length === 0) return null;
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const state = stateOf(item);
        const ticked = item.files !== undefined && (item.files.length > 0 || state?.done === true);
        return (
          <li key={item.id} className="flex gap-3">
            {item.files === undefined ? (
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600" />
            ) : (
              <span
                aria-hidden="true"
                className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border text-xs ${
                  ticked ? "border-green-700 bg-green-700 text-white" : "border-slate-400 bg-white"
                }`}
              >
                {ticked ? <CheckIcon /> : null}
              </span>
            )}
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <p className="font-semibold text-slate-900">
                {item.name}
                <span className="ml-2 text-xs font-medium text-slate-600">
                  {item.required ? t("checklist.required") : t("checklist.ifApplies")}
                </span>
                {item.files === undefined || (state && item.files.length === 0) ? null : (
                  <span className="sr-only">
                    {item.files.length > 0 ? t("checklist.received") : t("checklist.notReceived")}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-700">{item.explanation}</p>
              {item.note ? (
                <p className="mt-1 text-sm text-slate-900">{t("checklist.note", { note: item.note })}</p>
              ) : null}
              {state ? (
                <p className={`mt-1 text-sm font-semibold ${state.done ? "text-green-800" : "text-amber-800"}`}>
                  {state.text}
                </p>
              ) : null}
              {item.files?.length ? (
                <ul className="mt-1 space-y-0.5 text-sm text-green-800">
                  {item.files?.map((file) => (
                    <li key={file.id}>{t("checklist.file", file)}</li>
                  ))}
                </ul>
              ) : null}
              {actions?.(item)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The width from which `fold-on-phone` shows a checklist's lines (app/app.css). */
const WIDE_SCREEN = "(width >= 48rem)";

/**
 * A checklist that folds away: closed until opened on a phone, where it
 * would push the prices and buttons down, and open on a wider screen
 * (`fold-on-phone` in app/app.css); closed everywhere when `folded`, as
 * under a cart line. The stylesheet shows the lines before any script runs;
 * once it has, the element is opened too, so a screen reader hears it
 * expanded, and it cannot be closed there while its lines stay in view.
 */
export function FoldedChecklist({
  title,
  items,
  folded = false,
}: {
  title: string;
  items: readonly ChecklistEntry[];
  folded?: boolean;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const element = details.current;
    if (folded || !element) return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const follow = () => {
      element.open = wide.matches;
    };
    const keepOpenWhenWide = () => {
      if (wide.matches && !element.open) element.open = true;
    };
    // Opened, never closed, at start: a list a phone's reader opened before
    // the scripts ran stays open.
    keepOpenWhenWide();
    wide.addEventListener("change", follow);
    element.addEventListener("toggle", keepOpenWhenWide);
    return () => {
      wide.removeEventListener("change", follow);
      element.removeEventListener("toggle", keepOpenWhenWide);
    };
  }, [folded]);

  if (items.length === 0) return null;
  return (
    <details
      ref={details}
      className={`group mt-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 ${folded ? "" : "fold-on-phone"}`}
    >
      <summary className="cursor-pointer text-sm font-semibold text-brand-800">{`${title} (${items.length})`}</summary>
      <div className="mt-3">
        <DocumentChecklist items={items} />
      </div>
    </details>
  );
}

/** What a document can be filed against (a checklist line, a request, or other), as a select's options. */
export function FilingOptions({ choices }: { choices: readonly { value: string; label: string }[] }) {
  return choices.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {choice.label}
    </option>
  ));
}

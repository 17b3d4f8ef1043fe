import { type RefObject, useCallback, useRef, useState } from "react";
import { useFormMessage, useFormsT } from "#app/form-messages.ts";
import { pdfNameFor } from "#app/uploads/file-types.ts";
import { checkFiles, type FileCheck } from "#app/uploads/upload-client.ts";

export const FIX_FILES_MESSAGE = "Please remove the files marked Error, or choose others, before sending.";

/**
 * Checks files as soon as they are chosen (type by content, size), so a
 * file the server would refuse is fixed before anything is saved.
 * `check()` resolves with the current list, for a submit handler to wait on.
 */
export function useFileChecks(input: RefObject<HTMLInputElement | null>, maxFileMb: number) {
  const [checks, setChecks] = useState<FileCheck[]>([]);
  const latest = useRef<Promise<FileCheck[]>>(Promise.resolve([]));
  const check = useCallback(() => {
    const run = checkFiles([...(input.current?.files ?? [])], maxFileMb);
    latest.current = run;
    // A slower, older check never replaces the list of a newer one.
    void run.then((result) => {
      if (latest.current === run) setChecks(result);
    });
    return run;
  }, [input, maxFileMb]);
  const remove = useCallback(
    (file: File) => {
      const element = input.current;
      if (!element) return;
      const kept = new DataTransfer();
      for (const chosen of element.files ?? []) if (chosen !== file) kept.items.add(chosen);
      element.files = kept.files;
      void check();
      element.focus();
    },
    [input, check],
  );
  return { checks, check, current: () => latest.current, remove };
}

/** The chosen files, each with its reason if it would be refused, and what becomes of photos. */
export function FileCheckList({ checks, onRemove }: { checks: FileCheck[]; onRemove: (file: File) => void }) {
  const t = useFormsT();
  const say = useFormMessage();
  const photos = checks.filter((item) => item.photo && !item.error);
  return (
    <div aria-live="polite" className="mt-2 space-y-2 text-sm">
      {checks.length > 0 ? (
        <ul aria-label={t("files.chosen")} className="space-y-1">
          {checks.map((item) => (
            // Keyed by the file itself: a Remove button pressed as the list changes still removes its own file.
            <li key={keyOf(item.file)} className="flex items-start justify-between gap-3 [overflow-wrap:anywhere]">
              <div className="min-w-0 flex-1">
                <p className="text-slate-800">{item.file.name}</p>
                {item.error ? (
                  <p className="font-semibold text-red-700">{say(`Error - ${item.error}`)}</p>
                ) : (
                  <p className="text-green-700">{item.photo ? t("files.photo") : t("files.ready")}</p>
                )}
              </div>
              {/* The name is for screen readers: on screen it is right beside the button. */}
              <button
                type="button"
                onClick={() => onRemove(item.file)}
                className="min-h-11 shrink-0 font-semibold text-brand-700 underline"
              >
                {t("files.remove")}
                <span className="sr-only"> {item.file.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length > 1 ? (
        <p className="text-slate-700">
          {t("files.onePdf", { n: String(photos.length), name: pdfNameFor(photos[0]?.file.name ?? "") })}
        </p>
      ) : null}
    </div>
  );
}

const fileKeys = new WeakMap<File, number>();
let lastFileKey = 0;

/** A key per chosen file (two files may share a name). */
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = ++lastFileKey;
    fileKeys.set(file, key);
  }
  return key;
}

export const hasRefusedFiles = (checks: readonly FileCheck[]) => checks.some((item) => item.error);

import { useFormMessage, useFormsT } from "#app/form-messages.ts";
import type { UploadState } from "#app/uploads/upload-client.ts";

const ERROR_PREFIX = "Error - ";

/** One row per file: its name, a progress bar, then 'Uploaded' or 'Error - {reason}'. */
export function UploadProgressList({ uploads }: { uploads: UploadState[] }) {
  const t = useFormsT();
  // The result is written in English ('Uploaded', 'Error - {reason}'): said in the page's language.
  const say = useFormMessage();
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label={t("files.uploads")}>
      {uploads.map((upload, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the list never reorders
        <li key={index} className="rounded-lg border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 font-medium text-slate-800 [overflow-wrap:anywhere]">{upload.name}</span>
            <span
              className={`min-w-0 font-semibold [overflow-wrap:anywhere] ${
                upload.result?.startsWith(ERROR_PREFIX)
                  ? "text-red-700"
                  : upload.result
                    ? "text-green-700"
                    : "text-slate-500"
              }`}
            >
              {upload.result ? say(upload.result) : `${Math.round(upload.progress * 100)}%`}
            </span>
          </div>
          <progress
            className="mt-2 h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
            max={100}
            value={Math.round(upload.progress * 100)}
            aria-label={t("files.uploadOf", { name: upload.name })}
          />
        </li>
      ))}
    </ul>
  );
}

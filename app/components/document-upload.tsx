// The one document upload of the site (issue 35.4): the file choice with its
// checks as files are chosen, then one progress bar and result per file and
// a line saying how it went. The cart, the past booking page and the
// client's booking page each use it; where the files go and what happens
// after is theirs.
import { useCallback, useRef, useState } from "react";
import { FIX_FILES_MESSAGE, FileCheckList, hasRefusedFiles, useFileChecks } from "#app/components/file-checks.tsx";
import { UploadProgressList } from "#app/components/upload-progress.tsx";
import { useFormMessage } from "#app/form-messages.ts";
import { ACCEPTED_FILE_TYPES, type UploadState, uploadFiles } from "#app/uploads/upload-client.ts";

const UPLOADED = "Files uploaded successfully!";
const UPLOAD_FAILED = "An error occurred during file uploads.";

/** What a post made before JavaScript ran says of each file, as the widget shows its own uploads. */
export const toUploadStates = (results: readonly { fileName: string; error: string | null }[]): UploadState[] =>
  results.map((result) => ({
    name: result.fileName,
    progress: 1,
    result: result.error ? `Error - ${result.error}` : "Uploaded",
  }));

export const uploadSummary = (allUploaded: boolean) => (allUploaded ? UPLOADED : UPLOAD_FAILED);

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;

/**
 * The state of one upload widget: the chosen files and their checks, each
 * file's progress and result, and the messages. `sentWithoutScript` is what
 * a post made before JavaScript ran answered.
 */
export function useDocumentUpload(
  maxFileMb: number,
  sentWithoutScript?: { uploads: UploadState[]; summary: string | null },
) {
  const fileInput = useRef<HTMLInputElement>(null);
  const fileChecks = useFileChecks(fileInput, maxFileMb);
  const [uploads, setUploads] = useState<UploadState[]>(sentWithoutScript?.uploads ?? []);
  /** Why the chosen files cannot go yet, beside the input. */
  const [problem, setProblem] = useState<string | null>(null);
  /** How the last round went, under the progress bars. */
  const [summary, setSummary] = useState<string | null>(sentWithoutScript?.summary ?? null);
  const [busy, setBusy] = useState(false);

  const refuse = (message: string) => {
    setProblem(message);
    fileInput.current?.focus();
    return null;
  };

  /** The chosen files once every one passes the checks; null (and the reason shown) when one would be refused. */
  async function takeChosenFiles(): Promise<File[] | null> {
    const checks = await fileChecks.check();
    if (hasRefusedFiles(checks)) return refuse(FIX_FILES_MESSAGE);
    setProblem(null);
    return checks.map((item) => item.file);
  }

  /** Sends files to a booking, each with its progress bar; resolves true when every one was uploaded. */
  const sendFiles = useCallback(
    async (bookingId: string, files: readonly File[], fields?: Record<string, string>) => {
      setBusy(true);
      setSummary(null);
      const allUploaded = await uploadFiles(bookingId, files, maxFileMb, setUploads, fields);
      setBusy(false);
      return allUploaded;
    },
    [maxFileMb],
  );

  /**
   * The submit handler of a form that only sends documents: the chosen files
   * go to the booking with the form's fields named in `fields`, then the form
   * is emptied and `afterwards` runs.
   */
  const submitTo = (
    bookingId: string,
    { fields = [], afterwards }: { fields?: string[]; afterwards?: () => void } = {},
  ) =>
    async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
      event.preventDefault();
      const form = event.currentTarget;
      if (!fileInput.current?.files?.length) return refuse("Please select one or more files.");
      if (!bookingId) return refuse("Booking Id is missing.");
      const values = new FormData(form);
      const files = await takeChosenFiles();
      if (!files) return;
      const allUploaded = await sendFiles(
        bookingId,
        files,
        Object.fromEntries(fields.map((name) => [name, String(values.get(name) ?? "")])),
      );
      setSummary(uploadSummary(allUploaded));
      form.reset();
      void fileChecks.check();
      afterwards?.();
    };

  function onFilesChosen() {
    setProblem(null);
    setSummary(null);
    void fileChecks.check();
  }

  return {
    fileInput,
    fileChecks,
    uploads,
    problem,
    summary,
    busy,
    takeChosenFiles,
    sendFiles,
    submitTo,
    onFilesChosen,
  };
}

/** The file choice: label, input, what it takes, each chosen file's check, and why they cannot go yet. */
export function DocumentPicker({ upload, label, hint }: { upload: DocumentUpload; label: string; hint: string }) {
  const say = useFormMessage();
  return (
    <div>
      <label htmlFor="files" className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={upload.fileInput}
        id="files"
        name="files"
        type="file"
        multiple
        accept={ACCEPTED_FILE_TYPES}
        aria-describedby="files-hint files-message"
        onChange={upload.onFilesChosen}
        className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700"
      />
      <p id="files-hint" className="mt-1 text-sm text-slate-500">
        {hint}
      </p>
      <FileCheckList checks={upload.fileChecks.checks} onRemove={upload.fileChecks.remove} />
      <p id="files-message" role="alert" className="mt-1 text-sm font-semibold text-red-700">
        {upload.problem ? say(upload.problem) : ""}
      </p>
    </div>
  );
}

/** Each file's progress and result, then how the round went. */
export function UploadOutcome({ upload }: { upload: DocumentUpload }) {
  const say = useFormMessage();
  return (
    <>
      <UploadProgressList uploads={upload.uploads} />
      <p role="status" className={`font-medium ${upload.summary === UPLOADED ? "text-green-700" : "text-red-700"}`}>
        {upload.summary ? say(upload.summary) : ""}
      </p>
    </>
  );
}

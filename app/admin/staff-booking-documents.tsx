// The staff booking page's boxes for documents that come and go: what came
// through the booking lookup, to accept or reject, and what the firm sends
// the client.
import { Form, useNavigation } from "react-router";
import type { StaffBooking } from "#app/admin/staff-booking.server.ts";
import { answerFor, DocumentLinks, INPUT, Notice, type StaffAnswer } from "#app/admin/staff-booking-ui.tsx";
import { UNCHECKED_LOOKUP } from "#app/bookings/booking-schema.ts";
import { Box } from "#app/components/box.tsx";
import { FilingOptions } from "#app/components/document-checklist.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { ACCEPTED_FILE_TYPES } from "#app/uploads/upload-client.ts";

/** What anyone holding the id sent through the booking lookup (issue 34.3), for staff to accept or reject. */
export function LookupUploadsBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  const answer = answerFor(actionData, "accept-upload") ?? answerFor(actionData, "reject-upload");
  if (booking.uncheckedDocuments.length === 0 && !answer) return null;
  return (
    <Box name="lookup" title={UNCHECKED_LOOKUP}>
      <p className="mt-1 text-sm text-slate-700">
        Anyone who holds the booking id can send these. They tick nothing and the reminders go on until you accept one;
        a rejected one is deleted.
      </p>
      <FormErrors id="lookup-errors" errors={answer?.result?.error?.[""] ?? undefined} />
      <Notice text={answer?.notice} />
      <ul className="mt-3 space-y-4 text-sm">
        {booking.uncheckedDocuments.map((file) => (
          <li key={file.id}>
            <a href={`/admin/uploads/${file.id}`} className="text-brand-700 underline">
              {file.fileName}
            </a>{" "}
            ({file.size}, {file.receivedAt})
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <Form method="post" className="flex min-w-0 flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="accept-upload" />
                <input type="hidden" name="uploadId" value={file.id} />
                <div className="min-w-0">
                  <label htmlFor={`filed-as-${file.id}`} className="block font-semibold">
                    File as<span className="sr-only"> ({file.fileName})</span>
                  </label>
                  <select id={`filed-as-${file.id}`} name="filedAs" defaultValue={file.filedAs} className={INPUT}>
                    <FilingOptions choices={booking.filingChoices} />
                  </select>
                </div>
                <button type="submit" className="btn-secondary px-3 py-2 text-sm">
                  Accept<span className="sr-only"> {file.fileName}</span>
                </button>
              </Form>
              <Form method="post">
                <input type="hidden" name="intent" value="reject-upload" />
                <input type="hidden" name="uploadId" value={file.id} />
                <button type="submit" className="px-3 py-2 text-sm font-semibold text-red-700 underline">
                  Reject and delete<span className="sr-only"> {file.fileName}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
    </Box>
  );
}

export function DeliverablesBox({ booking, actionData }: { booking: StaffBooking; actionData: StaffAnswer }) {
  const answer = answerFor(actionData, "deliverable");
  const navigation = useNavigation();
  return (
    <Box name="deliverables" title="Documents sent to the client">
      <DocumentLinks title="" files={booking.deliverables} />
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3" key={answer?.notice ?? "form"}>
        <div>
          <label htmlFor="label" className="block text-sm font-semibold">
            What it is
          </label>
          <input id="label" name="label" maxLength={120} placeholder="ITR-V acknowledgement" className={INPUT} />
        </div>
        <div>
          <label htmlFor="deliverable" className="block text-sm font-semibold">
            File (PDF or ZIP)
          </label>
          <input
            id="deliverable"
            name="file"
            type="file"
            accept={ACCEPTED_FILE_TYPES}
            className="mt-1 block w-full text-sm"
          />
        </div>
        <FormErrors id="deliverable-errors" errors={answer?.result?.error?.[""] ?? undefined} />
        <Notice text={answer?.notice} />
        <SubmitButton pending={navigation.state === "submitting" && navigation.formEncType.startsWith("multipart")}>
          Send to the client
        </SubmitButton>
      </Form>
    </Box>
  );
}

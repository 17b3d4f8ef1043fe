// The client booking page's thread with the firm.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { ClientBooking } from "#app/bookings/booking-page.server.ts";
import { MESSAGE_MAX, MessageSchema } from "#app/bookings/booking-schema.ts";
import { FoldingBox } from "#app/components/box.tsx";
import { FormErrors, SubmitButton } from "#app/components/forms.tsx";
import { type FormAnswer, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

/** The page action's last answer (app/form-answer.ts): a message sent, or a fresh link asked for. */
export type ClientAnswer = Partial<FormAnswer> | undefined;

export function Messages({ booking, actionData }: { booking: ClientBooking; actionData: ClientAnswer }) {
  const settled = useSettledAnswer(actionData);
  // An answer of the approval box (app/approvals) is said there, not here.
  const answer = settled && !("approval" in settled) ? settled : undefined;
  const [form, fields] = useForm({
    lastResult: answer?.result,
    constraint: getZodConstraint(MessageSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MessageSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const sending = usePending("message");
  const { t } = useTranslation("booking");
  const { messages } = booking;
  const earlier = messages.slice(0, -LATEST_SHOWN);
  const latest = messages.slice(-LATEST_SHOWN);
  // Open when the firm waits for an answer, and after the client wrote (to show it went).
  const last = messages.at(-1);
  const awaited = booking.toDo.some((task) => task.kind === "reply" || task.kind === "approve");
  return (
    <FoldingBox
      name="messages"
      title={t("messages.heading")}
      open={awaited || answer !== undefined}
      summary={
        !last
          ? t("messages.writeToUs")
          : last.fromFirm
            ? t("messages.fromUs", { count: messages.length, at: last.at })
            : t("messages.fromYou", { count: messages.length, at: last.at })
      }
    >
      {messages.length === 0 ? (
        <p className="text-sm text-slate-700">{t("messages.none")}</p>
      ) : (
        <>
          {earlier.length > 0 ? (
            <details className="mb-3">
              <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline">
                {t("messages.showEarlier", { count: earlier.length })}
              </summary>
              <MessageList messages={earlier} label={t("messages.earlierList")} />
            </details>
          ) : null}
          <MessageList messages={latest} label={t("messages.list")} />
        </>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="message" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.body.id} className="block text-sm font-semibold text-slate-800">
            {t("messages.yourMessage")}
          </label>
          <textarea
            {...getTextareaProps(fields.body)}
            key={fields.body.key}
            rows={4}
            maxLength={MESSAGE_MAX}
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base aria-[invalid=true]:border-red-600"
          />
          {fields.body.errors?.length ? (
            <p id={fields.body.errorId} className="mt-1 text-sm font-medium text-red-700">
              {fields.body.errors[0]}
            </p>
          ) : null}
        </div>
        {answer?.notice ? (
          <p role="status" className="text-sm font-medium text-green-800">
            {answer.notice}
          </p>
        ) : null}
        <SubmitButton pending={sending} pendingLabel={t("messages.sending")}>
          {t("messages.send")}
        </SubmitButton>
      </Form>
    </FoldingBox>
  );
}

/** The thread shows its latest messages; the earlier ones fold (a booking may have thirty). */
const LATEST_SHOWN = 3;

function MessageList({ messages, label }: { messages: ClientBooking["messages"]; label: string }) {
  const { t } = useTranslation("booking");
  return (
    <ol className="mt-3 space-y-3" aria-label={label}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-lg p-3 ${message.fromFirm ? "mr-6 bg-brand-50" : "ml-6 bg-slate-100"}`}
        >
          <p className="text-xs font-semibold text-slate-600">
            {message.fromFirm ? t("messages.fromFirm") : t("messages.you")} · {message.at}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-900">{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

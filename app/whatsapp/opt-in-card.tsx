// The client's WhatsApp opt-in (issue 40.1) where they see it: the card of
// their dashboard and of their booking page (one card, the page's action
// answers it: app/privacy/whatsapp-consent.server.ts), and what ticking a
// WhatsApp box means, said under the booking form's box too. Its words are
// in "account" and "forms": a page that shows the card lists both.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { Box } from "#app/components/box.tsx";
import { CheckboxField, FormErrors, SubmitButton, TextField } from "#app/components/forms.tsx";
import { type FormAnswer, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { useFormsT } from "#app/form-messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { Tagged } from "#app/i18n/tagged.tsx";
import type { WhatsAppCard as Card } from "#app/privacy/whatsapp-consent.server.ts";
import { WhatsAppOptInSchema } from "#app/privacy/whatsapp-consent.ts";

/** The word that stops the messages when sent on WhatsApp: the same in every language. */
const STOP_WORD = "STOP";

/** What a WhatsApp opt-in means (its words are the version WHATSAPP_NOTICE_VERSION records). */
export function WhatsAppMeaning() {
  const t = useFormsT();
  return (
    <Tagged
      message={t("whatsapp.consent", { stop: STOP_WORD })}
      components={[<span key="stop" lang="en" className="font-semibold" />]}
    />
  );
}

/**
 * The card: the number the notices go to and the one-tap stop, or the form
 * that opts in (the number offered, the box never ticked). `answer` is the
 * page action's answer to one of its forms, if it was.
 */
export function WhatsAppOptInCard({ card, answer }: { card: Card; answer: Partial<FormAnswer> | undefined }) {
  const { t } = useTranslation("account");
  return (
    <div id="whatsapp" className="scroll-mt-24">
      <Box name="whatsapp" title={t("whatsapp.heading")}>
        {card.optedIn ? <StopForm number={card.optedIn} answer={answer} /> : <OptInForm card={card} answer={answer} />}
      </Box>
    </div>
  );
}

function StopForm({ number, answer }: { number: string; answer: Partial<FormAnswer> | undefined }) {
  const { t } = useTranslation("account");
  const stopping = usePending("whatsapp-stop");
  const settled = useSettledAnswer(answer);
  return (
    <>
      <p className="mt-2 text-slate-800">
        <Tagged
          message={t("whatsapp.optedIn", { number })}
          components={[<strong key="number" className="font-semibold whitespace-nowrap" />]}
        />
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("whatsapp.alsoEmail")}</p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="whatsapp-stop" />
        <FormErrors id="whatsapp-stop-errors" errors={settled?.result?.error?.[""] ?? undefined} />
        {/* Not the page's main action: as plain as the consents' "Withdraw". */}
        <button type="submit" disabled={stopping} aria-busy={stopping} className="btn-secondary mt-2">
          {t("whatsapp.stop")}
        </button>
      </Form>
    </>
  );
}

function OptInForm({ card, answer }: { card: Card; answer: Partial<FormAnswer> | undefined }) {
  const { t } = useTranslation("account");
  const formsT = useFormsT();
  const sending = usePending("whatsapp-opt-in");
  const settled = useSettledAnswer(answer);
  const [form, fields] = useForm({
    id: "whatsapp-opt-in",
    lastResult: settled?.result,
    defaultValue: { number: card.suggested },
    constraint: getZodConstraint(WhatsAppOptInSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WhatsAppOptInSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <p className="mt-2 text-slate-700">{t("whatsapp.offer")}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="whatsapp-opt-in" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextField
          field={fields.number}
          label={t("whatsapp.number")}
          hint={t("whatsapp.numberHint")}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <CheckboxField field={fields.agree} hint={<WhatsAppMeaning />}>
          {formsT("whatsapp.card")}
        </CheckboxField>
        <SubmitButton pending={sending} className="w-full sm:w-auto">
          {t("whatsapp.send")}
        </SubmitButton>
      </Form>
    </>
  );
}

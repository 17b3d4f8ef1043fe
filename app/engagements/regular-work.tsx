// "Your regular work" on the client's dashboard (issue 37.6): each
// engagement, where its latest period's work stands in the client's words,
// what it needs now with a one-tap upload, the filed returns, and a request
// to pause or stop it that staff confirm.

import { Form } from "react-router";
import type { ToDo } from "#app/bookings/to-do.ts";
import { LoadError } from "#app/components/data-table.tsx";
import { AnswerLines } from "#app/engagements/answer-lines.tsx";
import type { ClientEngagement } from "#app/engagements/client-engagements.server.ts";
import type { FormAnswer } from "#app/form-answer.ts";
import { failureOf, usePending, useSettledAnswer } from "#app/form-answer.ts";
import { Link, useLocalizedPath } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

type Answer = (FormAnswer & { intent?: string; engagementId?: number | null }) | undefined;
type Row = ClientEngagement & { toDo: ToDo[] };

export function RegularWork({
  engagements,
  error,
  answer,
}: {
  engagements: Row[];
  error: string | null;
  answer: Answer;
}) {
  const { t } = useTranslation("account");
  const settled = useSettledAnswer(answer);
  // A yes posted from a booking's page without JavaScript, refused, lands here.
  const keepRefused = settled?.intent === "keep-filing" ? failureOf(settled) : undefined;
  if (!error && !keepRefused && engagements.length === 0) return null;
  return (
    <section id="regular-work" aria-labelledby="regular-work-heading" className="mt-10 scroll-mt-6">
      <h2 id="regular-work-heading" className="text-2xl font-bold text-brand-900">
        {t("regular.heading")}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-600">
        {t("regular.intro")}{" "}
        <Link to="/filed-returns" className="font-semibold text-brand-700 underline">
          {t("regular.filedLink")}
        </Link>
      </p>
      <LoadError message={error} />
      {keepRefused ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {keepRefused}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {engagements.map((engagement) => (
          <li key={engagement.id}>
            <EngagementCard
              engagement={engagement}
              answer={
                settled?.intent === "ask-engagement" && settled.engagementId === engagement.id ? settled : undefined
              }
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function EngagementCard({ engagement, answer }: { engagement: Row; answer: Answer }) {
  const { t } = useTranslation("account");
  // A stage and its meaning in the booking page's words.
  const { t: say } = useTranslation("booking");
  const headingId = `engagement-${engagement.id}`;
  const upload = engagement.toDo.find((task) => task.kind === "upload");
  const failure = answer?.result?.error?.[""]?.[0] ?? answer?.result?.error?.ask?.[0];
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id={headingId} className="font-semibold text-brand-900">
        {engagement.service}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {engagement.state === "active" ? t("regular.active", { every: engagement.every }) : engagement.stateSaid}
        {engagement.price ? t("regular.price", { price: engagement.price }) : ""}
      </p>
      {engagement.work ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3">
          <p className="font-semibold text-slate-900">{engagement.work.period}</p>
          <p className="text-slate-800">
            {engagement.work.stage === "Closed" ? t("regular.complete") : say(`stages.${engagement.work.stage}`)}:{" "}
            {say(`stageMeanings.${engagement.work.stage}`)}
          </p>
          {engagement.work.due ? <p className="mt-1 text-sm text-slate-700">{engagement.work.due}</p> : null}
          {upload?.kind === "upload" ? (
            <>
              <p className="mt-2 text-sm text-slate-800">
                <span className="font-semibold">{t("regular.neededNow")}</span> {upload.documents.join("; ")}
                {engagement.work.documentsBy ? t("regular.sendBy", { day: engagement.work.documentsBy }) : ""}
              </p>
              <Link to={upload.href} className="btn-primary mt-3 inline-block">
                {t("regular.upload", { period: engagement.work.period })}
              </Link>
            </>
          ) : (
            <p className="mt-2">
              <Link
                to={`/bookings/${encodeURIComponent(engagement.work.bookingId)}`}
                className="font-semibold text-brand-700 underline"
              >
                {t("regular.open", { period: engagement.work.period })}
              </Link>
            </p>
          )}
        </div>
      ) : engagement.firstOpens ? (
        <p className="mt-3 text-sm text-slate-700">{engagement.firstOpens}</p>
      ) : null}
      <AnswerLines notice={answer?.notice} failure={failure} />
      {engagement.asked ? (
        <p className="mt-3 text-sm text-amber-900">{engagement.asked}</p>
      ) : engagement.state === "ended" ? null : (
        <AskForm engagement={engagement} />
      )}
    </article>
  );
}

function AskForm({ engagement }: { engagement: Row }) {
  const { t } = useTranslation("account");
  const localize = useLocalizedPath();
  const pending = usePending("ask-engagement");
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{t("regular.pauseOrStop")}</summary>
      <Form method="post" action={localize("/user-dashboard")} className="mt-2 space-y-3">
        <input type="hidden" name="intent" value="ask-engagement" />
        <input type="hidden" name="engagementId" value={engagement.id} />
        <fieldset>
          <legend className="font-semibold text-slate-800">{t("regular.whatWouldYouLike")}</legend>
          {engagement.state === "active" ? (
            <label className="mt-1 flex items-center gap-2">
              <input type="radio" name="ask" value="pause" required className="size-5 accent-brand-600" />
              {t("regular.pause")}
            </label>
          ) : null}
          <label className="mt-1 flex items-center gap-2">
            <input type="radio" name="ask" value="end" required className="size-5 accent-brand-600" />
            {t("regular.stop")}
          </label>
        </fieldset>
        <div>
          <label htmlFor={`ask-reason-${engagement.id}`} className="block font-semibold text-slate-800">
            {t("regular.why")}
          </label>
          <textarea
            id={`ask-reason-${engagement.id}`}
            name="reason"
            rows={2}
            maxLength={500}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base"
          />
        </div>
        <p className="text-slate-600">{t("regular.firmConfirms")}</p>
        <button type="submit" disabled={pending} className="btn-secondary">
          {t("regular.send")}
        </button>
      </Form>
    </details>
  );
}

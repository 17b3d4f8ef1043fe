// The "What to do now" card (issue 36, item 1): at the top of a client's
// booking page and of their dashboard, only what waits on them, the most
// urgent first, each with the one button that does it. Its words are in the
// "booking" namespace: a page that shows it lists that in its handle.

import type { ToDo } from "#app/bookings/to-do.ts";
import { Link } from "#app/i18n/link.tsx";
import { useTranslation } from "#app/i18n/page-i18n.tsx";

/** A task, and on the dashboard the booking it belongs to. */
export type ToDoEntry = { task: ToDo; booking?: string };

export function ToDoCard({ entries, nothingToDo }: { entries: readonly ToDoEntry[]; nothingToDo: string }) {
  const { t } = useTranslation("booking");
  return (
    <section aria-labelledby="to-do-heading" className="rounded-xl border-2 border-brand-600 bg-white p-5 shadow-sm">
      <h2 id="to-do-heading" className="text-lg font-semibold text-brand-900">
        {t("toDo.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-slate-800">{nothingToDo}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {entries.map((entry) => (
            <li key={keyOf(entry)} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
              <div className="min-w-0">
                <Task task={entry.task} />
                {entry.booking ? <p className="text-sm text-slate-600">{entry.booking}</p> : null}
              </div>
              <Action task={entry.task} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function keyOf({ task, booking = "" }: ToDoEntry) {
  return `${booking}:${task.kind}:${task.href}`;
}

function Task({ task }: { task: ToDo }) {
  const { t } = useTranslation("booking");
  switch (task.kind) {
    case "tax":
      return (
        <p>
          <strong className="font-semibold text-slate-900">
            {t("toDo.payTax", { amount: task.amount, tax: t(`challans.taxes.${task.tax}`) })}
          </strong>
          <span className={`text-sm ${task.overdue ? "font-semibold text-red-800" : "text-slate-700"}`}>
            {task.overdue ? t("toDo.taxOverdue", { day: task.payBy }) : t("toDo.taxBy", { day: task.payBy })}
          </span>
        </p>
      );
    case "pay":
      return (
        <p>
          <strong className="font-semibold text-slate-900">{t("toDo.pay", { amount: task.amount })}</strong>
          <span className="text-sm text-slate-700">{t("toDo.forInvoice", { number: task.invoiceNumber })}</span>
        </p>
      );
    case "upload": {
      const count = task.documents.length;
      return (
        <>
          <p className="font-semibold text-slate-900">{t("toDo.upload", { count })}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {task.documents.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      );
    }
    case "approve":
      return task.version ? (
        <>
          <p className="font-semibold text-slate-900">{t("toDo.approveVersion", { version: task.version })}</p>
          <p className="text-sm text-slate-700">{t("toDo.approveVersionHint")}</p>
        </>
      ) : (
        <>
          <p className="font-semibold text-slate-900">{t("toDo.approve")}</p>
          <p className="text-sm text-slate-700">{t("toDo.approveHint")}</p>
        </>
      );
    case "reply":
      return <p className="font-semibold text-slate-900">{t("toDo.reply")}</p>;
    case "download":
      return <p className="font-semibold text-slate-900">{t("toDo.download", { name: task.name })}</p>;
  }
}

function Action({ task }: { task: ToDo }) {
  const { t } = useTranslation("booking");
  const button = "btn-primary shrink-0 text-center";
  const className = `${button} inline-block`;
  switch (task.kind) {
    case "tax":
      return (
        <Link to={task.href} className={className}>
          {t("toDo.howToPay")}
          <span className="sr-only"> {t(`challans.taxes.${task.tax}`)}</span>
        </Link>
      );
    case "pay":
      // On a phone the UPI app opens from here (as on the invoice page); on a computer, the invoice's QR code.
      return task.upiLink ? (
        <span className="flex shrink-0 flex-col items-center gap-1">
          <a href={task.upiLink} className={`${button} block sm:hidden`}>
            {t("toDo.payWithUpi")}
            <span className="sr-only"> {task.amount}</span>
          </a>
          <Link to={task.href} className="text-sm font-semibold text-brand-700 underline sm:hidden">
            {t("toDo.seeInvoice")}
            <span className="sr-only"> {task.invoiceNumber}</span>
          </Link>
          <Link to={task.href} className={`${button} hidden sm:inline-block`}>
            {t("toDo.payNow")}
            <span className="sr-only"> {task.amount}</span>
          </Link>
        </span>
      ) : (
        <Link to={task.href} className={className}>
          {t("toDo.payNow")}
          <span className="sr-only"> {task.amount}</span>
        </Link>
      );
    case "upload":
      return (
        <Link to={task.href} className={className}>
          {t("toDo.sendDocuments")}
        </Link>
      );
    case "approve":
      return (
        <Link to={task.href} className={className}>
          {task.version ? t("toDo.checkAndApprove") : t("toDo.readAndReply")}
        </Link>
      );
    case "reply":
      return (
        <Link to={task.href} className={className}>
          {t("toDo.readAndReply")}
        </Link>
      );
    case "download":
      return (
        <a href={task.href} download className={className}>
          {t("toDo.downloadButton")}
          <span className="sr-only"> {task.name}</span>
        </a>
      );
  }
}

import { eq } from "drizzle-orm";
import type { Executor } from "#app/db/client.server.ts";
import {
  clients,
  type DigestPart,
  type MailAttachmentRequest,
  outbox,
  type SignInLinkRequest,
} from "#app/db/schema.ts";
import { getEnv } from "#app/env.server.ts";
import { getT } from "#app/i18n/i18n.server.ts";
import { getLanguageOfPath, type Language } from "#app/i18n/languages.ts";
import { queueJob } from "#app/jobs/queue.server.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { getTelHref } from "#app/site.ts";

/** The database or an open transaction. */
type Writer = Executor;

type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  signInLink: SignInLinkRequest | null;
  attachments: MailAttachmentRequest[] | null;
};

/** The content id of an invoice email's UPI QR code (an attachment made as it is sent). */
export const UPI_QR_CID = "upi-qr";

/** Stands for a sign-in link in a queued email until it is sent. */
export const SIGN_IN_LINK = "{{sign-in-link}}";

/** A mail body: paragraphs of plain text, an optional link, an optional list. */
export type EmailContent = {
  to: string;
  /** The language of its words and frame (issue 39); English unless said. */
  language?: Language;
  subject: string;
  /** The booking's short reference, which the subject starts with ("[ETF-482-139-075] …"); a digest's headings leave it out. */
  reference?: string;
  greeting: string;
  paragraphs: string[];
  list?: string[];
  /** Headed lists after the list ("Documents received (3)", …); an empty one is left out. */
  sections?: { heading: string; items: string[] }[];
  /** A button; with `signIn`, its address is a sign-in link made as the email is sent. */
  action?: { label: string; url: string } | { label: string; signIn: SignInLinkRequest };
  /**
   * A UPI payment request: its QR code (the "upi-qr" attachment), and
   * "Pay with a UPI app" linking to the email's action, the https invoice
   * page, whose button opens the app: webmail strips upi:// links.
   */
  upi?: { amount: string };
  /** Files made and attached as the email is sent (app/mail/delivery.server.ts). */
  attachments?: MailAttachmentRequest[];
};

/**
 * Queues an email in the outbox table. Pass the transaction that writes
 * whatever caused the email, so both are stored or neither is; the delivery
 * loop sends it, retrying while the mail server is down.
 */
export async function queueEmail(
  writer: Writer,
  content: EmailContent,
  options: {
    /** Holds the email for its booking's digest (app/bookings/booking-digest.server.ts) instead of sending it. */
    digestKey?: string;
    /** The booking a client's email is about, for the staff's thread of it. */
    bookingId?: string;
    /** Holds the email as a WhatsApp message's fallback (app/whatsapp/whatsapp-outbox.server.ts): no job yet. */
    heldForWhatsapp?: boolean;
  } = {},
): Promise<number> {
  const { digestKey, bookingId, heldForWhatsapp = false } = options;
  const [row] = await writer
    .insert(outbox)
    .values({
      ...renderEmail(content),
      bookingId,
      heldForWhatsapp,
      ...(digestKey === undefined ? {} : { digestKey, digestPart: getDigestPart(content) }),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error("the email was not queued");
  if (heldForWhatsapp) return row.id;
  if (digestKey !== undefined) {
    // The first held email sets when the digest goes: later ones join it (one queued job per booking).
    await queueJob(
      writer,
      "booking-digest",
      { bookingId: digestKey },
      { singletonKey: `digest-${digestKey}`, startAfter: getEnv().BOOKING_DIGEST_SECONDS },
    );
    return row.id;
  }
  await queueEmailJob(writer, row.id);
  return row.id;
}

/** The job that sends an outbox row; its key lets the start-up queue any row left without one (queueStrandedWork) without doubling it. */
export async function queueEmailJob(writer: Writer, outboxId: number): Promise<void> {
  await queueJob(writer, "send-email", { outboxId }, { singletonKey: `outbox-${outboxId}` });
}

function getDigestPart(content: EmailContent): DigestPart {
  return {
    subject: content.subject,
    lines: [
      ...content.paragraphs,
      ...(content.list ?? []),
      ...(content.sections ?? []).flatMap((section) => section.items.map((item) => `${section.heading}: ${item}`)),
    ],
  };
}

/**
 * The language of an email not about a booking (issue 39): the page's the
 * request came from, when it was a Hindi or Odia page (`path`: its address,
 * or the one a link goes back to); else the one the client chose
 * (clients.language, kept by the language switch); else English.
 */
export async function getMailLanguage(db: Executor, email: string, path = "/"): Promise<Language> {
  const ofPage = getLanguageOfPath(new URL(path, "http://localhost").pathname);
  if (ofPage !== "en") return ofPage;
  const [client] = await db
    .select({ language: clients.language })
    .from(clients)
    .where(eq(clients.email, email.toLowerCase()));
  return client?.language ?? "en";
}

/** The most of a visitor's name an email echoes (the rest is cut, with an ellipsis). */
export const ECHOED_NAME_MAX = 40;

/**
 * A name a visitor typed, as an email to an address they chose may show
 * it: short, and with nothing a mail client would turn into a link
 * ("example.com", "www.x.in", "http://…"), so that the booking and sign-up
 * forms cannot carry a spammer's message under the firm's name. Subjects
 * carry no visitor text at all.
 */
export function getEchoedName(name: string): string {
  const characters = [...name.trim()];
  const short =
    characters.length > ECHOED_NAME_MAX
      ? `${characters
          .slice(0, ECHOED_NAME_MAX - 1)
          .join("")
          .trimEnd()}…`
      : name.trim();
  return short.replace(/:\/\//g, " ").replace(/\.(?=\S)/g, ". ");
}

/** Plain-text and HTML bodies with the firm's name and contact details. */
function renderEmail(content: EmailContent): Email {
  const site = getSiteConfig();
  const language = content.language ?? "en";
  const t = getT(language, "mail");
  const action = content.action && {
    label: content.action.label,
    url: "url" in content.action ? content.action.url : SIGN_IN_LINK,
  };
  const signInLink = content.action && "signIn" in content.action ? content.action.signIn : null;
  const sections = (content.sections ?? []).filter((section) => section.items.length > 0);
  const signature = [
    `${site.name}`,
    t("frame.phone", { phone: site.phone }),
    t("frame.email", { email: site.email }),
    site.address,
  ];
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((paragraph) => [paragraph, ""]),
    ...(content.list ? [...content.list.map((item) => `- ${item}`), ""] : []),
    ...sections.flatMap((section) => [`${section.heading}:`, ...section.items.map((item) => `- ${item}`), ""]),
    ...(content.upi && action ? [t("frame.payWithUpiText", { amount: content.upi.amount, url: action.url }), ""] : []),
    ...(action ? [`${action.label}: ${action.url}`, ""] : []),
    "--",
    ...signature,
  ].join("\n");

  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#1e293b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:bold;color:#1e3a8a;padding-bottom:16px">${escapeHtml(site.name)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n")}
${content.list ? `<ul>${content.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : ""}
${sections.map((section) => `<p><strong>${escapeHtml(section.heading)}</strong></p><ul>${section.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`).join("\n")}
${
  content.upi
    ? `<p style="text-align:center;padding:8px 0"><img src="cid:${UPI_QR_CID}" width="200" height="200" alt="${escapeHtml(t("frame.upiQrAlt", { amount: content.upi.amount }))}" style="display:inline-block">${
        action
          ? `<br>
<a href="${escapeHtml(action.url)}" style="color:#2f55b8;font-weight:bold">${escapeHtml(t("frame.payWithUpi"))}</a> (${escapeHtml(content.upi.amount)})`
          : ""
      }</p>`
    : ""
}
${
  action
    ? `<p style="padding:8px 0"><a href="${escapeHtml(action.url)}" style="background:#2f55b8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#64748b">${escapeHtml(t("frame.buttonFallback"))}<br>${escapeHtml(action.url)}</p>`
    : ""
}
</td></tr>
<tr><td style="border-top:1px solid #e2e8f0;padding-top:16px;font-size:13px;color:#64748b">
${escapeHtml(site.name)}<br><a href="${escapeHtml(getTelHref(site.phone))}" style="color:#2f55b8">${escapeHtml(site.phone)}</a> · <a href="mailto:${escapeHtml(site.email)}" style="color:#2f55b8">${escapeHtml(site.email)}</a><br>${escapeHtml(site.address)}
</td></tr></table></td></tr></table></body></html>`;

  return {
    to: content.to,
    subject: content.reference ? `[${content.reference}] ${content.subject}` : content.subject,
    text,
    html,
    signInLink,
    attachments: content.attachments?.length ? content.attachments : null,
  };
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

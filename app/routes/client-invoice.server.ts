import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getSessionUser } from "#app/accounts/session.server.ts";
import { isOwnBooking } from "#app/bookings/booking-page.server.ts";
import { formatDay } from "#app/format-date.ts";
import { readForm, readQuery, reply } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { localizePath } from "#app/i18n/languages.ts";
import { reportPayment } from "#app/invoices/invoice-payments.server.ts";
import { ReportPaymentSchema } from "#app/invoices/invoice-schema.ts";
import { getInvoiceDocument, listBookingInvoices } from "#app/invoices/invoices.server.ts";
import { amountInWords, formatPaise } from "#app/invoices/money.ts";
import { renderQrSvg } from "#app/invoices/upi-qr.server.ts";
import { checkRateLimit, RATE_LIMIT_MESSAGE, RATE_LIMITS } from "#app/rate-limit.server.ts";
import { z } from "#app/zod.ts";

const NOT_STORED = { "Cache-Control": "private, no-store" };

/** The signed-in client of this booking, or null for anyone else. */
async function getOwnClient(request: Request, bookingId: string) {
  const user = await getSessionUser(request);
  return user?.role === "user" && (await isOwnBooking(bookingId, user.email)) ? user : null;
}

/**
 * An invoice of the client's own booking. Anyone else is sent to the
 * booking's page, which shows a stranger the same closed door whatever the
 * ids (and offers a fresh link when the emailed one has expired).
 */
export async function loadClientInvoice(request: Request, bookingId: string, invoiceParam: string) {
  const client = await getOwnClient(request, bookingId);
  const language = getLanguage(request);
  const t = getT(language, "booking");
  const id = Number(invoiceParam);
  const invoice = client && Number.isSafeInteger(id) && id > 0 ? await getInvoiceDocument(id, bookingId) : null;
  if (!client) {
    const { link } = readQuery(request, z.object({ link: z.literal("expired").optional().catch(undefined) }));
    throw redirect(localizePath(`/bookings/${encodeURIComponent(bookingId)}${link ? "?link=expired" : ""}`, language));
  }
  if (!invoice) throw data("Not found", { status: 404, headers: NOT_STORED });
  const listed = (await listBookingInvoices(bookingId, language)).find((row) => row.id === invoice.id);
  return data(
    {
      meta: { title: t("meta.invoiceTitle"), description: t("meta.invoiceDescription") },
      invoice: {
        id: invoice.id,
        kind: invoice.kind,
        number: invoice.number,
        issuedOn: formatDay(invoice.issuedOn, language),
        bookingId: invoice.bookingId,
        corrects: invoice.corrects
          ? { ...invoice.corrects, issuedOn: formatDay(invoice.corrects.issuedOn, language) }
          : null,
        reason: invoice.reason,
        supplier: invoice.supplier,
        recipient: invoice.recipient,
        placeOfSupply: invoice.placeOfSupply,
        intraState: invoice.intraState,
        lines: invoice.lines.map((line) => ({
          description: line.description,
          sac: line.sac,
          quantity: line.quantity,
          unit: formatPaise(line.unitPaise),
          taxable: formatPaise(line.taxablePaise),
          cgst: formatPaise(line.cgstPaise),
          sgst: formatPaise(line.sgstPaise),
          igst: formatPaise(line.igstPaise),
          halfRate: line.ratePercent / 2,
          rate: line.ratePercent,
          total: formatPaise(line.totalPaise),
        })),
        totals: {
          taxable: formatPaise(invoice.totals.taxablePaise),
          cgst: formatPaise(invoice.totals.cgstPaise),
          sgst: formatPaise(invoice.totals.sgstPaise),
          igst: formatPaise(invoice.totals.igstPaise),
          total: formatPaise(invoice.totals.totalPaise),
          words: amountInWords(invoice.totals.totalPaise),
        },
        status: invoice.status,
        statusText: listed?.statusText ?? "",
        upi: invoice.upi
          ? {
              link: invoice.upi.link,
              vpa: invoice.upi.vpa,
              amount: formatPaise(invoice.upi.amountPaise),
              qr: await renderQrSvg(
                invoice.upi.link,
                t("invoice.qr", { amount: formatPaise(invoice.upi.amountPaise) }),
              ),
            }
          : null,
        // What the client reported and how the firm answered: never who at the firm.
        payments: (listed?.payments ?? []).map(({ decidedBy: _decidedBy, ...payment }) => payment),
      },
    },
    { headers: NOT_STORED },
  );
}

export async function handleClientInvoiceAction(request: Request, bookingId: string) {
  const client = await getOwnClient(request, bookingId);
  if (!client) throw data("Not found", { status: 404 });
  const submission = parseWithZod(await readForm(request), { schema: ReportPaymentSchema });
  const headers = NOT_STORED;
  const t = getT(getLanguage(request), "booking");
  if (submission.status !== "success") return reply(submission, { headers });
  if (!(await checkRateLimit(RATE_LIMITS.paymentReport, client.email))) {
    return reply(submission, { formError: RATE_LIMIT_MESSAGE, status: 429, headers });
  }
  const outcome = await reportPayment({ bookingId, invoiceId: submission.value.invoiceId, utr: submission.value.utr });
  if (outcome === "not-found") throw data("Not found", { status: 404 });
  if (outcome === "not-payable") {
    const formError = t("answers.notPayable");
    return reply(submission, { formError, status: 409, headers });
  }
  return reply(submission, { notice: t("answers.paymentReported"), headers });
}

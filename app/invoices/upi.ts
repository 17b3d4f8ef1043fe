// UPI payment requests (issue 23.3): NPCI's deep link, which every UPI app
// opens, and which the QR code carries. No gateway: the client pays from
// their own app and reports the transaction's reference (UTR).

/** Paise as the `am` parameter wants them: rupees with two decimals, no grouping ("1770.00"). */
export function formatPaiseForUpi(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new Error(`not an amount to pay: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;
}

/**
 * Percent-encoding that keeps a VPA's "@" literal: NPCI's examples write
 * pa=name@bank, and many UPI apps do not decode %40.
 */
const encodeVpa = (vpa: string) => encodeURIComponent(vpa).replaceAll("%40", "@");

/**
 * upi://pay?pa={vpa}&pn={name}&am={amount}&tn={note}&tr={reference}&cu=INR,
 * every value percent-encoded ("ETF/2026-27/0001" → "ETF%2F2026-27%2F0001").
 * NPCI's UPI Linking Specification: `tr` is the payee's transaction
 * reference (the invoice number, at most 35 characters), which a merchant
 * VPA's statement shows beside the payment; `tn` the note the payer sees.
 */
export function buildUpiLink(request: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
}): string {
  const { vpa, payeeName, amountPaise, note, reference } = request;
  return `upi://pay?pa=${encodeVpa(vpa)}&pn=${encodeURIComponent(payeeName)}&am=${formatPaiseForUpi(amountPaise)}&tn=${encodeURIComponent(note)}&tr=${encodeURIComponent(reference)}&cu=INR`;
}

/** A UPI address (VPA): handle@bank ("easytax@okaxis"). */
export function isUpiVpa(value: string): boolean {
  return /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/.test(value);
}

/** A UPI transaction reference (UTR, also shown as UPI Ref No. or RRN): exactly 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

export function isUtr(value: string): boolean {
  return UTR_PATTERN.test(value);
}

// The Refund and Cancellation Policy page (/refund-and-cancellation-policy), issue 18 item 11.
// Consistent with the Terms (fees, "On Request" quotes, no upfront payment, cancellation at any time).
// One module per page, so a page ships only its own text. The Hindi and Odia
// translations (refund-policy.hi.ts, refund-policy.or.ts) have the same
// sections and paragraphs, so a missing one fails the type check.
import type { Messages } from "#app/i18n/messages.ts";

type PolicySection = { heading: string; paragraphs: readonly string[] };
export type RefundPolicyContent = { effectiveDate: string; intro: string; sections: readonly PolicySection[] };

export const REFUND_POLICY = {
  effectiveDate: "24-Nov-2026",
  intro:
    "This policy explains when you can cancel a service booked through this website and when fees you have paid are refunded. It forms part of our Terms and Conditions. As a firm of chartered accountants, we are also bound by the Code of Ethics of the Institute of Chartered Accountants of India, and nothing here limits your rights under Indian consumer law.",
  sections: [
    {
      heading: "No payment is taken when you book",
      paragraphs: [
        "Booking a service on this website does not take any payment. After you book, we review your requirement and documents, confirm the scope of work and the fee with you (for items marked 'On Request', this is a written quote), and begin only after you accept. Our invoice shows our professional fee, GST at the applicable rate and any government fees paid on your behalf.",
      ],
    },
    {
      heading: "Cancelling before work starts",
      paragraphs: [
        "You can cancel a booking at any time before we start work, by email, phone or WhatsApp, quoting your booking id. Nothing is charged. If you paid an advance after accepting our quote, it is refunded in full.",
      ],
    },
    {
      heading: "Cancelling after work has started",
      paragraphs: [
        "If you cancel after we have started, for example after preparing computations, reconciliations or drafts, we charge only for the work done up to the cancellation, in proportion to the agreed fee, and refund the rest of any advance. We tell you the amount and how we arrived at it before we refund.",
        "Once a return, form, application or reply has been filed or submitted on a government portal with your approval, the fee for that filing is not refundable, because the work is complete and the filing cannot be withdrawn.",
      ],
    },
    {
      heading: "Government fees, taxes and third-party charges",
      paragraphs: [
        "Government fees, stamp duty, late fees, challans and similar charges paid to a government department on your behalf are not refundable by us once paid, as they are collected by the government. Where a department refunds such an amount, it is paid to you or passed on to you as the department allows.",
        "GST charged on our invoice is refunded together with the fee it relates to, through a credit note under the GST law.",
      ],
    },
    {
      heading: "When we cannot do the work",
      paragraphs: [
        "If we decline a booking, or cannot complete the work for reasons on our side, any fee you paid for the work not done is refunded in full. If the work cannot be completed because information or documents we asked for are not provided, we charge for the work done, as in a cancellation.",
      ],
    },
    {
      heading: "How refunds are made",
      paragraphs: [
        "Refunds are made to the account or UPI ID the payment came from, within 7 working days of our confirming the amount. Write to us with your booking id to ask for a refund or to question a charge; we reply within 2 working days. If you are not satisfied with our reply, you may escalate the matter to the partner in charge named on our About page.",
      ],
    },
  ],
} as const satisfies RefundPolicyContent;

/** The policy in another language: every section and paragraph of the English. */
export type RefundPolicyTranslation = Messages<typeof REFUND_POLICY>;

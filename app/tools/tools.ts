// The free tools' words (issue 24): titles, leads and questions, read by
// their pages and the /tools index. Plain English for Indian taxpayers.

export const GST_TOOL = {
  path: "/tools/gst-calculator",
  name: "GST calculator",
  title: "GST Calculator: add or remove GST, with the CGST, SGST and IGST breakup",
  lead: "Enter an amount before or including GST, choose the rate and whether the sale is within your state or to another, and see the taxable value and each tax as an invoice shows them.",
  description:
    "Free GST calculator for India: add or remove GST at 0.25%, 3%, 5%, 18% or 40% (and the older 12% and 28%), with the CGST, SGST or IGST breakup to the paisa.",
} as const;

export const GST_FAQS = [
  {
    question: "Which GST rates apply since 22 September 2025?",
    answer:
      "The GST Council's 56th meeting replaced the 12% and 28% slabs. Since 22 September 2025 most goods and services are at 5% or 18%, with 40% for a short list of luxury and sin goods, 3% for gold and jewellery, 0.25% for rough diamonds and precious stones, and 0% for exempt essentials. Invoices dated before 22 September 2025 keep the rate in force on their date, so 12% and 28% are still here for them.",
  },
  {
    question: "How do I remove GST from an amount that includes it?",
    answer:
      "Divide the amount by one plus the rate: ₹11,800 including 18% GST is ₹11,800 ÷ 1.18 = ₹10,000 of taxable value and ₹1,800 of GST. Choose 'Including GST' above and the calculator does it to the paisa.",
  },
  {
    question: "When is it CGST and SGST, and when IGST?",
    answer:
      "When the supplier and the place of supply are in the same state, the tax is split equally into Central GST and State GST (9% + 9% for an 18% rate). When they are in different states, or for exports and supplies to SEZ units, the whole rate is Integrated GST. For services, the place of supply is usually where a registered customer is located.",
  },
  {
    question: "How is GST rounded on an invoice?",
    answer:
      "Each tax is worked out on the taxable value and rounded to the paisa, and CGST and SGST are computed separately, so they are always equal. When you start from an amount including GST, the taxable value is rounded first, so the invoice's total can differ from your amount by a paisa; the calculator says so when it happens.",
  },
] as const;

/** The tools, in the order of the /tools page. */
export const TOOLS = [GST_TOOL] as const;

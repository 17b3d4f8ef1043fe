// The free tools' words (issue 24): titles, leads and questions, read by
// their pages and the /tools index. Plain English for Indian taxpayers.

import { FINANCE_ACT_2026 } from "#app/tools/tax-law.ts";

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
      "The GST Council's 56th meeting replaced the 12% and 28% slabs. Since 22 September 2025 most goods and services are at 5% or 18%, with 40% for a short list of luxury and sin goods, 3% for gold and jewellery, 0.25% for rough diamonds and precious stones, and 0% for exempt essentials. Invoices dated before 22 September 2025 keep the rate in force on their date, so 12% and 28% are still here for them. Pan masala, cigarettes and other tobacco products were the exception: they stayed at 28% with compensation cess until 31 January 2026, and from 1 February 2026 are at 40% (biris at 18%) under notification 19/2025-CT(Rate).",
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

export const DUE_DATES_TOOL = {
  path: "/tools/due-dates",
  name: "Tax due dates",
  title: "Tax due dates for the next 12 months: GST, income tax, TDS and ROC",
  lead: "Every statutory due date for GST returns, advance tax and income tax returns, TDS and TCS, and company and LLP filings, with the form, who must file and the late fee. Filter by what you are, add them to your calendar, or get an email 3 days before each.",
  description:
    "GST, income tax, TDS/TCS and ROC due dates for the next 12 months in India, with forms, who files and late fees. Add them to your calendar or get email reminders.",
} as const;

export const DUE_DATES_FAQS = [
  {
    question: "What if a due date falls on a Sunday or a holiday?",
    answer:
      "The date in the law stands: GST, income tax and company law do not move a due date to the next working day on their own. The portals work on holidays, so file before the date. When the government extends a date, it does so by a notification or circular, and we update this calendar the same day.",
  },
  {
    question: "Which GSTR-3B date applies to me under QRMP, the 22nd or the 24th?",
    answer:
      "Quarterly (QRMP) taxpayers file GSTR-3B by the 22nd or the 24th of the month after the quarter depending on their state: the 22nd in the south, west and centre (Maharashtra, Gujarat, Karnataka, Tamil Nadu, Kerala, Telangana, Andhra Pradesh, Goa, Madhya Pradesh, Chhattisgarh and the union territories there), the 24th in the north and east (Delhi, Uttar Pradesh, Punjab, Haryana, Rajasthan, Bihar, West Bengal, Odisha, Assam and the rest). Each entry below names the states in its group.",
  },
  {
    question: "How do I add these dates to Google Calendar or my phone?",
    answer:
      "Use 'Subscribe in your calendar': your calendar app then fetches the list itself and keeps it up to date when dates are extended. On a computer you can also download the .ics file and import it once.",
  },
  {
    question: "I missed the due date, or found a mistake in my return. What now?",
    answer: `File a belated return by 31 December after the financial year: for FY 2025-26, by 31 December 2026, with a late fee of ₹5,000 (₹1,000 if your total income is up to ₹5 lakh) and interest on any tax unpaid. A return filed on time or late can be revised for a mistake: for FY 2025-26 on, until 31 March after the year (31 March 2027), free until 31 December and with a fee of ₹1,000 or ₹5,000 after it, under the ${FINANCE_ACT_2026}. After that, only an updated return (ITR-U) with extra tax is possible.`,
  },
  {
    question: "What does missing a due date cost?",
    answer:
      "Each entry gives the late fee in a line: for GST returns a fee per day of delay plus 18% interest on tax paid late; for income tax returns a fee up to ₹5,000 (₹1,000 if income is up to ₹5 lakh) and interest; for company filings an additional fee of ₹100 a day per form. Filing on time also keeps your customers' input tax credit and your loan applications free of trouble.",
  },
] as const;

export const INCOME_TAX_TOOL = {
  path: "/tools/income-tax-calculator",
  name: "Income tax calculator",
  title: "Income Tax Calculator: old vs new regime, step by step",
  lead: "Enter your salary, other income, capital gains and deductions, and see your tax under the old and the new regime side by side, with every step the law takes, and which regime saves you more.",
  description:
    "Free old vs new regime income tax calculator for resident individuals in India: slab-wise tax, 87A rebate and marginal relief, surcharge, cess and capital gains, step by step.",
} as const;

export const INCOME_TAX_FAQS = [
  {
    question: "Which regime should I choose?",
    answer:
      "The new regime has lower rates and a rebate that makes income up to ₹12 lakh tax-free (₹12.75 lakh for salaried people after the ₹75,000 standard deduction), but allows almost no deductions. The old regime keeps 80C, 80D, HRA and home-loan interest. If your deductions are large, the old regime can cost less; the calculator shows both so that you can see by how much.",
  },
  {
    question: "Can I switch between the regimes every year?",
    answer:
      "Salaried people and others without business income can choose afresh each year when they file their return. Someone with business or professional income can leave the new regime only once (by filing Form 10-IEA before the due date) and can come back to it only once in their life.",
  },
  {
    question: "Why is my tax on ₹12.1 lakh only ₹10,000 in the new regime?",
    answer:
      "Marginal relief: just above the ₹12 lakh rebate limit, the tax cannot exceed the income above ₹12 lakh. On ₹12,10,000 the slab tax is ₹61,500, but only ₹10,000 is above the limit, so the tax is ₹10,000 plus cess. The same relief applies at each surcharge threshold (₹50 lakh, ₹1 crore, ₹2 crore, ₹5 crore).",
  },
  {
    question: "How are capital gains on shares taxed?",
    answer:
      "Gains on listed shares and equity mutual funds held up to 12 months are taxed at 20% (section 111A); held longer, at 12.5% on the part above ₹1.25 lakh a year (section 112A). These special rates are the same in both regimes, and the 87A rebate in the new regime does not reduce them. Other short-term gains are taxed at your slab rates, other long-term gains at 12.5% without indexation.",
  },
] as const;

/** The tools, in the order of the /tools page. */
export const TOOLS = [INCOME_TAX_TOOL, GST_TOOL, DUE_DATES_TOOL] as const;

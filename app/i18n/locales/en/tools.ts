// The free tools' frame and index (their own words: app/tools/tool-texts.ts).
export default {
  index: {
    title: "Free tax tools",
    lead: "Quick answers to everyday tax questions, worked out the way the law says, on your phone. No sign-up.",
    inEnglish: "Only in English for now",
    metaTitle: "Free tax tools: GST calculator, income tax regime calculator, due dates",
    metaDescription:
      "Free tools for Indian taxpayers: compare the old and new income tax regimes, add or remove GST with its breakup, and see every GST, income tax, TDS and ROC due date.",
  },
  gst: {
    amount: "Amount (₹)",
    amountExample: "e.g. 10,000",
    amountIs: "The amount is",
    exclusive: "Before GST (GST is added)",
    inclusive: "Including GST",
    rate: "GST rate",
    chooseRate: "Choose a rate",
    rates: {
      "12": "12% (before 22 Sep 2025)",
      "28": "28% (before 22 Sep 2025; tobacco and pan masala until 31 Jan 2026)",
    },
    supplyIs: "The supply is",
    intra: "Within one state (CGST + SGST)",
    inter: "To another state (IGST)",
    calculate: "Calculate GST",
    breakup: "The breakup",
    breakupCaption: "GST breakup",
    correctChoice: "Correct the choice marked in the form to see the GST.",
    enterAmount: "Enter an amount to see its GST.",
    taxableValue: "Taxable value",
    total: "Total",
    sum: "{{taxable}} plus {{tax}} GST at {{rate}}% is {{total}}.",
    rounding:
      " Each tax is rounded to the paisa as on an invoice, so the total differs from the amount you entered by {{difference}}.",
  },
  services: {
    gstMonthly: {
      label: "File my GST returns",
      pitch:
        "We prepare and file your GSTR-1 and GSTR-3B each month, with input tax credit matched to GSTR-2B before filing.",
    },
    itrBusiness: {
      label: "File my ITR",
      pitch: "We prepare your ITR-3 or ITR-4 from your books, choose the regime that costs you less and e-file it.",
    },
    itrIndividual: {
      label: "File my ITR",
      pitch:
        "We prepare and e-file your ITR-1 or ITR-2 under the cheaper regime, checked against your AIS and Form 26AS.",
    },
    dueAll: { label: "File my GST returns", pitch: "We file your GST returns before each due date." },
    dueSalaried: {
      label: "File my ITR",
      pitch: "We prepare and e-file your income tax return before 31 July, comparing both regimes.",
    },
    dueGstMonthly: {
      label: "File my GST returns",
      pitch: "We prepare and file your GSTR-1 and GSTR-3B each month, before the 11th and the 20th.",
    },
    dueGstQrmp: {
      label: "File my quarterly GST returns",
      pitch: "We file your QRMP returns each quarter and your PMT-06 challans in between.",
    },
    dueCompany: {
      label: "Handle my annual filings",
      pitch: "We prepare and file AOC-4, MGT-7 and the directors' KYC on time.",
    },
    dueLlp: { label: "Handle my LLP filings", pitch: "We prepare and file LLP Form 8 and Form 11 on time." },
  },
  frame: {
    breadcrumb: "Breadcrumb",
    questions: "Questions people ask",
    nextStep: "Let us file it for you",
    noUpfrontPayment: "No upfront payment is required.",
  },
} as const;

import type { SeedPost } from "#app/blog/seed-types.ts";

export const GST_POSTS: SeedPost[] = [
  {
    id: "gst-return-types-and-due-dates",
    category: "GST",
    title: "GST Return Types and Due Dates: A Practical Guide for Small Businesses",
    date: "2026-10-06",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "GSTR-1, GSTR-3B, the QRMP scheme, CMP-08, GSTR-4 and the annual return explained in plain English, with a month-by-month calendar and what late filing costs.",
    image: "/images/blog/gst-return-types-and-due-dates.svg",
    body: [
      {
        type: "paragraph",
        text: "Most GST trouble for small businesses comes from missed dates, returns filed in the wrong order, or figures that do not match across returns. This guide covers the returns a typical business files and when each is due. The dates below are the current standard due dates; the government extends them from time to time, so check the GST portal or CBIC notifications before relying on one.",
      },
      { type: "heading", text: "GSTR-1: your sales return" },
      {
        type: "paragraph",
        text: "GSTR-1 reports your sales: invoice-wise details of sales to registered buyers (B2B), summaries of sales to consumers (B2C), exports, credit and debit notes, and amendments. Your customers' input tax credit depends on it, because what you upload appears in their GSTR-2B. Monthly filers currently file GSTR-1 by the 11th of the following month. Errors can be corrected through GSTR-1A before filing GSTR-3B for the same period, or in a later GSTR-1.",
      },
      { type: "heading", text: "GSTR-3B: summary return and tax payment" },
      {
        type: "paragraph",
        text: "GSTR-3B is where you declare your tax liability, claim input tax credit and pay the balance in cash. Monthly filers currently file it by the 20th of the following month. Liability is auto-filled from GSTR-1 and credit from GSTR-2B. Since the July 2025 tax period, the auto-filled sales liability cannot be edited in GSTR-3B, so corrections must be made in GSTR-1 or GSTR-1A first. File GSTR-1 before GSTR-3B, and never leave a GSTR-3B pending: the portal can block your next GSTR-1 until it is filed.",
      },
      { type: "heading", text: "QRMP: quarterly returns with monthly payment" },
      {
        type: "paragraph",
        text: "Businesses with aggregate turnover up to Rs 5 crore can choose the Quarterly Return Monthly Payment (QRMP) scheme: returns are quarterly, but tax is paid monthly. The pieces are:",
      },
      {
        type: "list",
        items: [
          "Invoice Furnishing Facility (IFF): optional, for uploading B2B invoices of the first and second month of the quarter between the 1st and 13th of the following month, so buyers get credit without waiting for the quarter to end.",
          "PMT-06: the challan for paying tax for the first and second month, due by the 25th of the following month. You can pay a fixed amount the portal works out from your last return, or your actual liability after credit.",
          "Quarterly GSTR-1: by the 13th of the month after the quarter.",
          "Quarterly GSTR-3B: by the 22nd or 24th of the month after the quarter, depending on the state or union territory in which you are registered.",
        ],
      },
      {
        type: "paragraph",
        text: "You opt into or out of QRMP on the portal. The window currently runs from the first day of the second month of the previous quarter to the last day of the first month of the quarter, so the choice for January to March 2027 can be made until 30 January 2027.",
      },
      { type: "heading", text: "Composition dealers: CMP-08 and GSTR-4" },
      {
        type: "paragraph",
        text: "Composition taxpayers do not file GSTR-1 or GSTR-3B. They file CMP-08, a quarterly statement for paying tax, by the 18th of the month after each quarter, and GSTR-4, an annual return. For FY 2024-25 onwards, GSTR-4 is due by 30 June after the financial year; it used to be 30 April. Composition dealers cannot charge tax to customers or claim input tax credit.",
      },
      { type: "heading", text: "Annual return and reconciliation: GSTR-9 and GSTR-9C" },
      {
        type: "paragraph",
        text: "GSTR-9, the annual return for regular taxpayers, is currently due by 31 December after the financial year, so the return for FY 2025-26 is due by 31 December 2026. Businesses with aggregate turnover up to Rs 2 crore are currently exempt from filing GSTR-9 from FY 2024-25 onwards, though they may file it voluntarily. Businesses above Rs 5 crore also file GSTR-9C, a self-certified reconciliation with audited accounts. Use the annual return to review the year against your books, and pay any shortfall through DRC-03 before filing.",
      },
      { type: "heading", text: "Late fees, interest and the three-year bar" },
      {
        type: "paragraph",
        text: "A late fee is charged for each day of delay in filing GSTR-1, GSTR-3B, GSTR-4 and GSTR-9. For GSTR-1 and GSTR-3B it is currently Rs 50 a day (CGST and SGST together), or Rs 20 a day for nil returns, subject to caps linked to turnover, and it must be paid in cash, not from input tax credit. Interest, currently 18% a year, runs on tax paid late, calculated on the part paid in cash. The portal also no longer accepts returns more than three years after their due date.",
      },
      { type: "heading", text: "A practical monthly calendar" },
      { type: "paragraph", text: "A workable routine looks like this:" },
      {
        type: "list",
        items: [
          "By the 11th: GSTR-1 for monthly filers. By the 13th: IFF or quarterly GSTR-1 for QRMP filers.",
          "From the 14th: act on supplier invoices in the Invoice Management System (IMS) and review GSTR-2B.",
          "By the 18th after each quarter: CMP-08 for composition dealers.",
          "By the 20th: GSTR-3B and tax payment for monthly filers. By the 22nd or 24th after each quarter: quarterly GSTR-3B.",
          "By the 25th: PMT-06 payment for the first two months of a QRMP quarter.",
          "Once a year: GSTR-4 by 30 June; 30 November as the last date to claim missed credit and correct GSTR-1 for the previous year; GSTR-9 and GSTR-9C by 31 December.",
        ],
      },
      {
        type: "paragraph",
        text: "Set reminders a few days ahead, and keep each period's returns and challans in one folder. Extensions are made by CBIC notification, so check there rather than relying on forwarded messages.",
      },
    ],
  },
  {
    id: "gst-registration-thresholds",
    category: "GST",
    title: "GST Registration: Who Must Register, Turnover Limits and How to Apply",
    date: "2026-10-20",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "Turnover limits, the cases where registration is compulsory whatever your turnover, voluntary registration, the documents you need and how the REG-01 application works.",
    image: "/images/blog/gst-registration-thresholds.svg",
    body: [
      {
        type: "paragraph",
        text: "Registering under GST too late can leave a business paying tax, interest and penalty on sales where it never charged GST. Registering unnecessarily adds monthly compliance work. Here is when registration is required, how to apply and what follows.",
      },
      { type: "heading", text: "Turnover thresholds" },
      {
        type: "paragraph",
        text: "Registration becomes compulsory when your aggregate turnover in a financial year crosses the threshold. Aggregate turnover is worked out on an all-India basis for everything under the same PAN and includes taxable and exempt supplies, exports and inter-state supplies, but not the GST itself or purchases taxed under reverse charge. The current limits are:",
      },
      {
        type: "list",
        items: [
          "Rs 40 lakh for businesses supplying only goods, in states that have adopted it. It is not available to suppliers of certain goods, such as ice cream, pan masala, tobacco and some bricks and tiles.",
          "Rs 20 lakh for businesses that supply services, or both goods and services.",
          "Rs 10 lakh in Manipur, Mizoram, Nagaland and Tripura.",
        ],
      },
      {
        type: "paragraph",
        text: "Some states and union territories, including Telangana, Puducherry, Uttarakhand and several North-Eastern states, have not adopted the Rs 40 lakh limit, so check the limit for your state. Once you cross it, you must apply within 30 days. A business supplying only wholly exempt goods or services need not register, however large its turnover.",
      },
      { type: "heading", text: "When registration is compulsory regardless of turnover" },
      {
        type: "paragraph",
        text: "Section 24 of the CGST Act lists cases where the threshold does not apply. The common ones are:",
      },
      {
        type: "list",
        items: [
          "Making inter-state taxable supplies of goods. Inter-state supplies of services are currently exempted from this rule as long as aggregate turnover stays below the threshold.",
          "Selling through an e-commerce operator that collects tax at source. Currently, service providers below the threshold, and small sellers supplying goods only within their own state, are exempt subject to conditions.",
          "Being liable to pay tax under reverse charge on purchases.",
          "Casual taxable persons, who supply occasionally in a state where they have no fixed place of business, such as at exhibitions. They must apply at least five days before starting and deposit the estimated tax in advance.",
          "E-commerce operators, non-resident taxable persons, persons required to deduct tax at source, input service distributors and agents supplying on behalf of others.",
        ],
      },
      { type: "heading", text: "Voluntary registration" },
      {
        type: "paragraph",
        text: "A business below the threshold can still register voluntarily. It is often worth it if your customers are registered businesses that want input tax credit, if you want credit on your own purchases, or if you plan to sell across states or online. Once registered, you must charge GST and file returns every period, including nil returns. Small businesses selling mainly to consumers should also consider the composition scheme: lower rates and simpler returns, but no input tax credit.",
      },
      { type: "heading", text: "Documents you will need" },
      {
        type: "list",
        items: [
          "PAN of the business, and PAN and Aadhaar of the proprietor, partners or directors and the authorised signatory.",
          "Photographs of the same people.",
          "Proof of constitution, such as a partnership deed or certificate of incorporation.",
          "Proof of the principal place of business: a recent electricity bill or property tax receipt for owned premises; a rent agreement with the owner's proof for rented premises; or a consent letter with the owner's document for shared premises.",
          "Bank account details, such as a cancelled cheque, which can also be added after registration.",
          "An authorisation letter or board resolution naming the authorised signatory.",
        ],
      },
      { type: "heading", text: "The REG-01 application and Aadhaar authentication" },
      {
        type: "paragraph",
        text: "The application is made on the GST portal in Form GST REG-01. In Part A you enter the PAN, mobile number, email and state, verify them by OTP and receive a Temporary Reference Number (TRN). In Part B you fill in business, promoter, premises and bank details, upload documents and submit with a digital signature or electronic verification code.",
      },
      {
        type: "paragraph",
        text: "Aadhaar authentication follows; in many states this now means biometric verification and a photograph at a GST Suvidha Kendra, booked through the portal. Since 1 November 2025, applications identified by the system as low-risk, and applicants who opt for the simplified scheme by declaring that their output tax on supplies to registered persons will not exceed Rs 2.5 lakh a month, can be approved electronically within three working days. Other applications are currently decided within seven working days, or up to 30 days where premises are physically verified. Officer queries come in Form REG-03 and must be answered in Form REG-04 within seven working days.",
      },
      { type: "heading", text: "After you get your GSTIN" },
      {
        type: "list",
        items: [
          "Download the registration certificate (Form REG-06) and display it at every place of business, with the GSTIN on the name board.",
          "If you did not give bank details in the application, add them within 30 days of registration or before filing your first GSTR-1 or IFF, whichever is earlier; otherwise registration can be suspended.",
          "If you applied within 30 days of becoming liable, registration takes effect from the date you became liable. You can issue revised tax invoices for sales made in the gap within one month of receiving the certificate.",
          "Choose monthly filing or the quarterly QRMP scheme, set up GST-compliant invoicing and file returns from the effective date, including nil returns.",
          "Keep details current: changes in address, partners, directors or activity are made through an amendment application on the portal.",
        ],
      },
      {
        type: "paragraph",
        text: "Thresholds and procedures change through notifications, so confirm the current position on the GST portal or CBIC website when you apply.",
      },
    ],
  },
  {
    id: "responding-to-a-gst-notice",
    category: "GST",
    title: "Received a GST Notice? How to Read It and Respond on Time",
    date: "2026-11-03",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "A practical walk-through of common GST notices, from GSTR-3A and mismatch intimations to ASMT-10, DRC-01 and REG-17, with deadlines, how to reply on the portal and when to bring in a professional.",
    image: "/images/blog/responding-to-a-gst-notice.svg",
    body: [
      {
        type: "paragraph",
        text: "A GST notice is not always bad news. Many are automated letters about a mismatch between returns, closed by a clear reply with documents. Others, such as a show cause notice, start a formal process that can end in a tax demand. The key is knowing which kind you have and replying on time.",
      },
      { type: "heading", text: "Common notices and what they mean" },
      {
        type: "list",
        items: [
          "GSTR-3A: a reminder to file a pending return, currently within 15 days. If you do not, the officer can pass a best judgement assessment, which is withdrawn if you file the return within the period then allowed.",
          "DRC-01B and DRC-01C: system intimations that tax declared in GSTR-1 is more than tax paid in GSTR-3B (DRC-01B), or that credit claimed in GSTR-3B is more than credit in GSTR-2B (DRC-01C). Pay the difference through DRC-03 or explain it in Part B within seven days; otherwise the portal can block your next GSTR-1 or IFF.",
          "ASMT-10: a scrutiny notice under section 61 pointing out discrepancies in your returns. Reply in ASMT-11, usually within 30 days. If accepted, the matter closes in ASMT-12; if not, demand proceedings can follow.",
          "DRC-01A and DRC-01: DRC-01A is an intimation officers may send before a show cause notice; DRC-01 summarises a show cause notice proposing tax, interest and penalty. For periods up to FY 2023-24, notices are issued under section 73 (no fraud alleged) or section 74 (fraud or suppression alleged). From FY 2024-25, section 74A covers both.",
          "REG-17: a show cause notice proposing cancellation of registration, often for not filing returns. Reply in REG-18 within seven working days; registration may be suspended meanwhile. If it is cancelled, revocation can currently be sought within 90 days of the order.",
        ],
      },
      { type: "heading", text: "How to read a notice" },
      { type: "paragraph", text: "Before drafting anything, note down:" },
      {
        type: "list",
        items: [
          "the form number and the section or rule it cites;",
          "the tax period and the amount, split into tax, interest and penalty;",
          "the exact discrepancy alleged and the data relied on;",
          "the last date for reply and any date fixed for a hearing;",
          "the issuing officer, jurisdiction and reference number.",
        ],
      },
      {
        type: "paragraph",
        text: "Then check that it is genuine. Notices appear on the GST portal under Services > User Services, in 'View Notices and Orders' or 'View Additional Notices/Orders'. Letters and summons issued by central tax officers outside the portal should carry a Document Identification Number (DIN), verifiable on the CBIC website. A notice made available on the portal counts as served, even if you missed the email.",
      },
      { type: "heading", text: "Timelines you cannot ignore" },
      {
        type: "paragraph",
        text: "The reply deadline is printed on the notice: seven days for the system intimations and usually 30 days for scrutiny and show cause notices. If you need more time, ask in writing before the deadline and give reasons. The department has time limits too. Under sections 73 and 74, the order must be passed within three and five years respectively from the due date of the annual return for that year. Under section 74A, the notice must be issued within 42 months of that date and the order within 12 months of the notice, with a limited extension. A notice or order outside these limits can be challenged.",
      },
      {
        type: "paragraph",
        text: "Paying early reduces penalty. Where fraud is not alleged, paying the tax demanded with interest within 30 days of a section 73 notice, or 60 days of a section 74A notice, generally closes the matter without penalty. Where fraud is alleged, the penalty is lower the earlier you pay.",
      },
      { type: "heading", text: "Replying on the portal" },
      {
        type: "paragraph",
        text: "Replies are usually filed online against the notice: choose the reply option, type a short response, attach a reply letter and supporting documents as PDFs, and submit with a digital signature or electronic verification code. A good reply:",
      },
      {
        type: "list",
        items: [
          "answers each point in order, with figures;",
          "includes a reconciliation for any mismatch, such as books against GSTR-1 or GSTR-3B against GSTR-2B;",
          "attaches evidence: invoices, e-way bills, payment proofs, ledger extracts and supplier confirmations;",
          "says whether you accept any part of the amount, with the DRC-03 reference if you have paid it;",
          "asks for a personal hearing if you want one.",
        ],
      },
      { type: "paragraph", text: "Download and keep the acknowledgement." },
      { type: "heading", text: "Personal hearing" },
      {
        type: "paragraph",
        text: "Before an adverse order is passed on a show cause notice, you are entitled to a personal hearing if you ask for it in writing, and the officer must give one where an adverse decision is being considered. Take a short written summary, your reconciliation and key documents, and file a written note of your submissions afterwards. No more than three adjournments are allowed.",
      },
      { type: "heading", text: "Keep records and know when to get help" },
      {
        type: "paragraph",
        text: "Books and records under GST generally have to be kept for 72 months from the due date of the annual return for the year, so the documents behind a notice should still be on file. Keep a notice register too, with dates, replies and outcomes. Simple intimations such as GSTR-3A or DRC-01B can often be handled in-house. Bring in a professional for a show cause notice under section 73, 74 or 74A, when fraud is alleged, when the amount is significant, when registration is being cancelled or when an order has been passed. An appeal to the appellate authority is currently due within three months of the order, with payment of any admitted tax and a pre-deposit of 10% of the disputed tax.",
      },
    ],
  },
  {
    id: "input-tax-credit-basics",
    category: "GST",
    title: "Input Tax Credit Under GST: Conditions, Blocked Credits and a Monthly Checklist",
    date: "2026-11-12",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "What you need before you claim input tax credit, which credits are blocked, when credit must be reversed, how GSTR-2B and the Invoice Management System fit in, and the 30 November deadline.",
    image: "/images/blog/input-tax-credit-basics.svg",
    body: [
      {
        type: "paragraph",
        text: "Input tax credit (ITC) lets a registered business reduce the GST it pays on sales by the GST already paid on business purchases. It is also the most common reason for GST notices. Credit is allowed only when the conditions in the law are met.",
      },
      { type: "heading", text: "The conditions in section 16" },
      {
        type: "paragraph",
        text: "Under section 16 of the CGST Act, you can claim credit on goods and services used in the course or furtherance of business only if:",
      },
      {
        type: "list",
        items: [
          "you hold a tax invoice or debit note from a registered supplier, or another accepted document such as a bill of entry for imports;",
          "the supplier has reported the invoice in GSTR-1 or IFF and it appears in your GSTR-2B, since credit for a period is limited to what GSTR-2B shows;",
          "you have received the goods or services; goods delivered to someone else on your instructions count as received by you;",
          "the supplier has actually paid the tax charged to the government, through its GSTR-3B;",
          "you have filed your own GSTR-3B.",
        ],
      },
      {
        type: "paragraph",
        text: "Where goods arrive in lots against one invoice, credit is available when the last lot arrives. If you claim income tax depreciation on the GST part of a capital asset, you cannot also claim credit for it.",
      },
      { type: "heading", text: "Blocked credits under section 17(5)" },
      {
        type: "paragraph",
        text: "Some purchases never give credit, even when used in the business. In general terms, section 17(5) blocks credit on:",
      },
      {
        type: "list",
        items: [
          "motor vehicles carrying up to 13 people including the driver, and their hire, insurance and repair, unless you deal in them, transport passengers or train drivers; vessels and aircraft are treated similarly;",
          "food and beverages, outdoor catering, beauty treatment, health services, club and gym memberships, and life and health insurance, unless you supply the same kind of service onward or a law requires you to provide it to employees;",
          "employee holiday travel benefits such as leave travel concession;",
          "works contract services for building immovable property, and goods and services used to construct immovable property on your own account, other than plant or machinery;",
          "tax paid under the composition scheme, and purchases for personal consumption;",
          "goods lost, stolen, destroyed, written off, or given away as gifts or free samples;",
          "goods or services used for corporate social responsibility obligations;",
          "tax paid under demands confirmed for fraud or suppression of facts.",
        ],
      },
      { type: "heading", text: "When credit has to be reversed" },
      {
        type: "list",
        items: [
          "Unpaid suppliers: if you do not pay the supplier the value plus tax within 180 days of the invoice date, reverse the credit with interest in the return following those 180 days. You can claim it again when you pay.",
          "Suppliers who have not filed: if a supplier has not filed GSTR-3B for a period by 30 September after the financial year, credit taken on its invoices must be reversed by 30 November, and can be re-claimed once it files and pays.",
          "Credit notes: when a supplier reduces the tax through a credit note, your credit falls by the same amount.",
          "Mixed use: where purchases serve both taxable and exempt or non-business purposes, the ineligible share is reversed under rules 42 and 43.",
        ],
      },
      { type: "heading", text: "GSTR-2B and the Invoice Management System" },
      {
        type: "paragraph",
        text: "GSTR-2B is the statement of credit available to you for a period, built from your suppliers' filings; a draft is currently generated on the 14th of the following month. Since October 2024 the Invoice Management System (IMS) sits in front of it. Each invoice, debit note and credit note your suppliers upload appears in IMS, where you can accept, reject or keep it pending. Accepted records flow into GSTR-2B, rejected ones do not, and pending ones carry forward; records left without action are generally treated as accepted. If you change actions after the 14th, recompute GSTR-2B before filing GSTR-3B.",
      },
      {
        type: "paragraph",
        text: "Since the October 2025 tax period, credit notes can also be kept pending, but only for one tax period, and when accepting one you can declare how much credit you actually need to reverse. IMS keeps changing, so check the latest GSTN advisories.",
      },
      { type: "heading", text: "Time limit to claim credit" },
      {
        type: "paragraph",
        text: "Under section 16(4), credit on an invoice or debit note must be claimed by 30 November after the end of the financial year, or the date you file that year's annual return, whichever is earlier. For FY 2025-26 invoices, that means 30 November 2026, unless GSTR-9 is already filed. Credit missed by then is lost, so compare the year's GSTR-2B with your purchase register now. For a debit note, its own date decides the year, not the original invoice's.",
      },
      { type: "heading", text: "A practical monthly checklist" },
      {
        type: "list",
        items: [
          "Check that suppliers' GSTINs are active and that invoices show your correct GSTIN, place of supply and tax rate.",
          "Book purchases only against proper tax invoices, after confirming receipt.",
          "From the 14th, match your purchase register with IMS and GSTR-2B, and chase suppliers about missing or wrong invoices before rejecting them.",
          "Mark blocked credits when booking so they never reach GSTR-3B.",
          "Track supplier payments against the 180-day limit.",
          "Watch suppliers who file late, and plan reversals before 30 November.",
          "Keep invoices, proof of receipt and payment records together, ready for any ITC notice.",
        ],
      },
      {
        type: "paragraph",
        text: "Credit rules change often. When unsure about a purchase, check the current position first: wrongly claimed credit must be repaid with interest and may attract penalty.",
      },
    ],
  },
];

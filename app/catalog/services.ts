export type Charge = number | "On Request";

export type ServiceOption = {
  /** The option id of the specification; stored with every booking. */
  id: string;
  label: string;
  /** Whole rupees, or "On Request". */
  charge: Charge;
  /** One sentence: what the client gets. */
  description: string;
  /** The option's SAC code when it differs from its service's. */
  sac?: string;
};

type Faq = { question: string; answer: string };

export type Service = {
  /** URL path of the service page, e.g. "/gst-filing". */
  path: `/${string}`;
  /** Short name used on cards and in the navigation. */
  name: string;
  /** The page's H1. */
  title: string;
  /** One or two sentences for cards (mega page, home page). */
  summary: string;
  /** Two or three short paragraphs for the top of the service page. */
  intro: readonly string[];
  /** Meta description for search engines, 140-160 characters. */
  seoDescription: string;
  proceedLabel: "Select Service & Proceed to Payment" | "Proceed to Fill Details";
  /**
   * Whether the client approves a draft before the work is recorded as filed
   * (issue 38, item 3): on for returns and replies filed in the client's
   * name, off for registrations and bookkeeping.
   */
  approvalBeforeFiling: boolean;
  /**
   * The Services Accounting Code printed on invoices (CBIC's scheme of
   * classification of services, annexure to notification 11/2017-Central
   * Tax (Rate)); an option may name its own.
   */
  sac: string;
  options: readonly ServiceOption[];
  /** Exactly four. */
  faqs: readonly Faq[];
};

/**
 * The nine service pages, in navigation order.
 * Option ids, labels and charges follow the customer's specification and are
 * stored with every booking: do not rename or renumber them.
 */
const SERVICE_LIST = [
  {
    path: "/gst-filing",
    name: "GST Filing",
    title: "GST Return Filing Services for Businesses",
    summary:
      "Monthly, quarterly (QRMP) and annual GST returns prepared and filed on time, with input tax credit matched to GSTR-2B before every filing.",
    intro: [
      "Every business registered under GST has to file returns, even for months with no sales. Regular taxpayers file GSTR-1 for outward supplies and GSTR-3B to pay tax, either monthly or quarterly under the QRMP scheme, and most also file the GSTR-9 annual return. Missing a due date attracts late fees and interest and can hold up your customers' input tax credit.",
      "We prepare each return from your sales and purchase data, reconcile input tax credit with GSTR-2B and the Invoice Management System, compute the tax payable and file on the GST portal once you approve. We also track due dates for you, flag suppliers who have not uploaded invoices and keep a filing record for every period.",
      "To get started, keep ready your GSTIN and portal login, sales invoices, credit and debit notes, purchase bills, e-way bills where applicable, and bank statements for the period. For the annual return, we will also need your books of account for the full financial year and the returns already filed.",
    ],
    seoDescription:
      "GST return filing for Indian businesses: GSTR-1, GSTR-3B, QRMP quarterly returns and GSTR-9 annual return, filed on time with ITC reconciliation.",
    proceedLabel: "Select Service & Proceed to Payment",
    approvalBeforeFiling: true,
    // Business tax consulting and preparation
    sac: "998231",
    options: [
      {
        id: "monthly_gst",
        label: "Monthly",
        charge: 500,
        description:
          "GSTR-1 and GSTR-3B for one month, prepared from your invoices, reconciled with GSTR-2B and filed on the GST portal.",
      },
      {
        id: "quarterly_gst",
        label: "Quarterly",
        charge: 1500,
        description:
          "GSTR-1 and GSTR-3B for one quarter under the QRMP scheme, including the monthly PMT-06 challans for paying tax in the first two months.",
      },
      {
        id: "annual_gst",
        label: "Annual",
        charge: 5000,
        description:
          "GSTR-9 annual return for one financial year, prepared after reconciling your books with the GSTR-1, GSTR-3B and GSTR-2B of the year.",
      },
    ],
    faqs: [
      {
        question: "What are the due dates for GST returns?",
        answer:
          "For monthly filers, GSTR-1 is due by the 11th and GSTR-3B by the 20th of the following month. Under the QRMP scheme, GSTR-1 is due by the 13th after the quarter and GSTR-3B by the 22nd or 24th depending on your state, with tax paid through PMT-06 by the 25th of the first two months. The GSTR-9 annual return is due by 31 December after the financial year, unless extended.",
      },
      {
        question: "Should I file GST returns monthly or quarterly?",
        answer:
          "The QRMP scheme is open to taxpayers with aggregate turnover up to Rs. 5 crore in the previous year. It reduces the number of returns, but tax must still be paid every month. If your customers are businesses that want input tax credit quickly, uploading invoices monthly through the Invoice Furnishing Facility (IFF) or filing GSTR-1 monthly usually suits them better. We help you choose before the option window for each quarter closes.",
      },
      {
        question: "What happens if I file a GST return late?",
        answer:
          "Late filing currently attracts a late fee of Rs. 50 per day (Rs. 20 per day for nil returns), subject to a cap, plus interest at 18% a year on tax paid late. Repeated non-filing can lead to a GSTR-3A notice, blocking of e-way bills and suspension of registration. Under current rules, a return also cannot be filed once three years have passed from its due date.",
      },
      {
        question: "Is the GSTR-9 annual return compulsory for every business?",
        answer:
          "GSTR-9 is currently optional for taxpayers with aggregate turnover up to Rs. 2 crore, though many file it to keep a clean record. Above Rs. 5 crore, a self-certified reconciliation statement in GSTR-9C must also be filed, and composition taxpayers file GSTR-4 instead. We reconcile the full year before filing, because the annual return cannot be revised once it is submitted.",
      },
    ],
  },
  {
    path: "/income-tax-filing",
    name: "Income Tax Filing",
    title: "Income Tax Return Filing for Individuals, Businesses and Companies",
    summary:
      "ITR preparation and e-filing for salaried individuals, NRIs, businesses, firms, companies and trusts, with a tax regime comparison and AIS checks.",
    intro: [
      "Anyone whose income exceeds the basic exemption limit must file an income tax return, and filing is also needed to claim a refund, carry forward losses or report foreign assets. Companies and firms must file every year whatever their income. For FY 2025-26 (AY 2026-27) the new tax regime is the default, so choosing the right regime and ITR form matters.",
      "We compute your income under both regimes where you are allowed to choose, match your figures with Form 26AS, AIS and TIS, claim the deductions and TDS credits due to you, and e-file and e-verify the return on the income tax portal. After filing, we track processing and help with any intimation, demand or delayed refund.",
      "Keep ready your PAN and Aadhaar, e-filing login, Form 16 or salary slips, bank statements and interest certificates, capital gains statements from your broker or mutual fund, rent and home loan details, and investment proofs if you use the old regime. Business clients should also share their books of account, GST returns and details of TDS deducted.",
    ],
    seoDescription:
      "Income tax return filing in India for FY 2025-26: ITR-1 to ITR-7 for salaried, NRI, business, firm, company and trust, with regime choice and AIS checks.",
    proceedLabel: "Select Service & Proceed to Payment",
    approvalBeforeFiling: true,
    // Business tax consulting and preparation; individuals' returns are 998232 (below)
    sac: "998231",
    options: [
      {
        id: "individual",
        sac: "998232",
        label: "Individual (ITR-1 / ITR-2)",
        charge: 500,
        description:
          "Return for salaried individuals, pensioners and others with salary, house property, capital gains or other income, including a regime comparison and e-verification.",
      },
      {
        id: "business",
        label: "Business (ITR-3/4/5)",
        charge: 1500,
        description:
          "Return for proprietors and professionals with business or professional income, including presumptive taxation under sections 44AD and 44ADA where it applies.",
      },
      {
        id: "nri",
        sac: "998232",
        label: "NRI",
        charge: 2000,
        description:
          "Return for non-resident Indians with income in India, covering residential status, TDS refund claims and tax treaty relief where available.",
      },
      {
        id: "company",
        label: "Company (ITR-6)",
        charge: 3000,
        description:
          "ITR-6 for a company, prepared from the audited financial statements with the tax computation and e-filed under the director's digital signature.",
      },
      {
        id: "firm_partnership",
        label: "Firm / Partnership",
        charge: 2000,
        description:
          "ITR-5 for a partnership firm or LLP, including the section 40(b) limits on partners' remuneration and interest, e-filed with the firm's digital signature.",
      },
      {
        id: "aop_bop_trust",
        label: "AOP / BOI / Trust",
        charge: 2000,
        description:
          "ITR-5 or ITR-7 as applicable for associations of persons, bodies of individuals and trusts, including exemption claims for registered charitable trusts.",
      },
    ],
    faqs: [
      {
        question: "What is the due date for filing my ITR for FY 2025-26?",
        answer:
          "For FY 2025-26 (AY 2026-27), returns not requiring audit are due by 31 July 2026, tax audit cases and companies by 31 October 2026, and cases needing a transfer pricing report by 30 November 2026. Budget 2026 proposed a later date of 31 August for non-audit business cases and trusts, so we confirm the applicable date on the e-filing portal before you plan around it.",
      },
      {
        question: "Should I choose the old or the new tax regime?",
        answer:
          "The new regime is the default from FY 2023-24. For FY 2025-26, the section 87A rebate makes income up to Rs. 12 lakh tax-free for resident individuals under the new regime, or Rs. 12.75 lakh for salaried people after the Rs. 75,000 standard deduction, though the rebate does not cover special-rate income such as capital gains on shares. The old regime can still suit those with large deductions, so we compare both.",
      },
      {
        question: "What if I miss the due date or make a mistake in my return?",
        answer:
          "You can currently file a belated return, or revise a filed return, up to 31 December 2026 for AY 2026-27. A belated return attracts a late fee under section 234F of up to Rs. 5000 (Rs. 1000 if total income is up to Rs. 5 lakh) and interest on unpaid tax, and some losses cannot be carried forward. After that, an updated return (ITR-U) can be filed within 48 months from the end of the assessment year by paying additional tax.",
      },
      {
        question: "Do NRIs need to file an income tax return in India?",
        answer:
          "An NRI must file if income earned in India, such as rent, interest, capital gains or business income, exceeds the basic exemption limit, and should file to claim a refund of excess TDS, which is common on property sales and NRO interest. NRIs usually file ITR-2 or ITR-3, cannot claim the section 87A rebate, and may claim tax treaty relief by furnishing a tax residency certificate and Form 10F.",
      },
    ],
  },
  {
    path: "/accounting-services",
    name: "Accounting & Bookkeeping",
    title: "Accounting and Bookkeeping Services for Small Businesses",
    summary:
      "Day-to-day bookkeeping, MIS reports, financial statements, cash flow statements and ratio analysis, kept ready for GST, income tax and audit.",
    intro: [
      "Proprietors, partnership firms, LLPs and companies all need accurate books to file GST and income tax returns, get audited, raise loans and understand how the business is doing. Section 44AA of the Income Tax Act requires many businesses and professionals to maintain books, and companies must keep them under the Companies Act in accounting software with an audit trail.",
      "We record sales, purchases, expenses, receipts and payments in your accounting software, reconcile bank accounts and GST data every month, and maintain ledgers for customers, suppliers and fixed assets. For growing businesses, we prepare monthly MIS reports, financial statements in the Schedule III format, cash flow statements and the ratio analysis that lenders and investors expect.",
      "Please share your bank statements, sales and purchase invoices, expense bills, payroll details, loan statements and any existing accounting data, such as a Tally or Zoho Books backup. Tell us your GSTIN, the accounting period and the reports you need, and we will confirm a monthly fee based on your transaction volume.",
    ],
    seoDescription:
      "Accounting and bookkeeping for Indian small businesses: monthly books, MIS, financial statements, cash flow and ratio analysis. Bookkeeping from Rs. 1000.",
    proceedLabel: "Proceed to Fill Details",
    approvalBeforeFiling: false,
    // Accounting and bookkeeping
    sac: "998222",
    options: [
      {
        id: "basic",
        label: "Basic Bookkeeping",
        charge: "On Request",
        description:
          "Monthly recording of sales, purchases, expenses and bank transactions, with bank reconciliation and up-to-date customer and supplier ledgers.",
      },
      {
        id: "advanced",
        label: "Advanced Accounting & MIS Reporting",
        charge: "On Request",
        description:
          "Full accounting with month-end closing, GST and TDS reconciliations, and management (MIS) reports on sales, costs, receivables and profitability.",
      },
      {
        id: "financial_statements",
        label: "Financial Statements",
        charge: "On Request",
        description:
          "Balance sheet, profit and loss account and notes prepared from your books, in the Schedule III format for companies or the format your lender or auditor needs.",
      },
      {
        id: "cashflow",
        label: "Cash Flow Statements",
        charge: "On Request",
        description:
          "A cash flow statement under AS 3 or Ind AS 7 showing the cash generated and used in operating, investing and financing activities.",
      },
      {
        id: "financial_ratios",
        label: "Financial Ratio Analysis",
        charge: "On Request",
        description:
          "Calculation and plain-language explanation of liquidity, profitability, leverage and efficiency ratios for management, lenders and investors.",
      },
    ],
    faqs: [
      {
        question: "How much does basic bookkeeping cost?",
        answer:
          "Basic bookkeeping starts from Rs. 1000 per month for a small business with a modest number of transactions. The final fee depends on your monthly transaction volume, the number of bank accounts and GST registrations, and the reports you need. We share a fixed monthly quote after looking at a sample month of your records, so there are no surprises later.",
      },
      {
        question: "Which accounting software do you work with?",
        answer:
          "We commonly work in Tally Prime, Zoho Books and similar software, and can keep books in the software you already use if it produces the reports you need. Companies must use software that records an audit trail of every change and does not allow it to be disabled, so we check this setting when we start. You keep ownership of your data and receive regular backups.",
      },
      {
        question: "How long should I keep my books and bills?",
        answer:
          "Under the Companies Act, companies must keep books of account for eight years. GST law currently requires records to be kept for 72 months from the due date of the annual return for the year, and income tax rules generally require six years from the end of the relevant assessment year. Keep records for longer if an assessment, appeal or other proceeding for that year is pending.",
      },
      {
        question: "Does a small business need cash flow statements and ratio analysis?",
        answer:
          "Companies must include a cash flow statement in their financial statements, except one person companies, small companies and dormant companies. Schedule III also requires companies to disclose key ratios such as the current ratio and debt-equity ratio. Proprietors and firms are not required to prepare them by law, but banks often ask for both when sanctioning or renewing a loan.",
      },
    ],
  },
  {
    path: "/income-tax-notices",
    name: "Income Tax Notices",
    title: "Income Tax Notice Reply and Representation",
    summary:
      "Help understanding and replying to income tax notices and intimations under sections 139(9), 142(1), 143, 148, 156 and 245 on the e-filing portal.",
    intro: [
      "Income tax notices are now issued and answered mostly online, through the e-filing portal and the faceless assessment system. A notice may simply point out a mismatch between your return and AIS, ask for documents, propose an adjustment or raise a tax demand. Ignoring it, or missing the response date, can lead to an assessment made without your side of the story, with interest and penalties.",
      "We read the notice with you, check that it is valid and within time limits, work out what the department is asking, and draft a clear response supported by documents. We upload the reply on the portal, follow up on hearings or further queries, and advise on rectification, appeal or payment where needed.",
      "Please share a copy of the notice or intimation, your e-filing login, the return and computation for the year concerned, Form 26AS and AIS, and documents supporting the items in question, such as bank statements, sale or purchase deeds and investment proofs. Contact us as soon as you receive the notice, because most responses have short deadlines.",
    ],
    seoDescription:
      "Expert help replying to income tax notices in India: 143(1) intimations, 139(9) defective returns, 142(1), 143(2) scrutiny, 148 and 156 demand notices.",
    proceedLabel: "Proceed to Fill Details",
    approvalBeforeFiling: true,
    // Tax consulting and representation
    sac: "998231",
    options: [
      {
        id: "not_142",
        label: "Notice u/s 142(1)",
        charge: "On Request",
        description:
          "Reply to an inquiry notice calling for a return, documents or information, with a point-by-point response and supporting evidence.",
      },
      {
        id: "not_143",
        label: "Intimation u/s 143(1)",
        charge: "On Request",
        description:
          "Review of the processing intimation against your return, with a response to proposed adjustments or a rectification request where the department has erred.",
      },
      {
        id: "not_143_2",
        label: "Scrutiny Notice u/s 143(2)",
        charge: "On Request",
        description:
          "Representation in limited or complete scrutiny assessment, including written submissions, document uploads and video hearings in the faceless system.",
      },
      {
        id: "not_148",
        label: "Notice u/s 148 – Income Escaping Assessment",
        charge: "On Request",
        description:
          "Response to reassessment proceedings, including the section 148A show cause reply, a check of time limits and filing of the return called for.",
      },
      {
        id: "not_156",
        label: "Demand Notice u/s 156",
        charge: "On Request",
        description:
          "Verification of the demand, a response on the portal if it is wrong, and advice on rectification, appeal, stay of demand or payment.",
      },
      {
        id: "not_139",
        label: "Defective Return u/s 139(9)",
        charge: "On Request",
        description:
          "Correction of the defect and filing of the corrected return within the time allowed, so that your original return is not treated as invalid.",
      },
      {
        id: "not_245",
        label: "Refund Adjustment u/s 245",
        charge: "On Request",
        description:
          "Response to a proposed adjustment of your refund against an earlier demand, agreeing, disagreeing or showing that the demand is already paid or stayed.",
      },
      {
        id: "others",
        label: "Other Notices",
        charge: "On Request",
        description:
          "Help with any other notice or order, such as penalty, TDS default or notices citing the Income-tax Act, 2025, including identifying the provision and preparing the reply.",
      },
    ],
    faqs: [
      {
        question: "How can I check whether an income tax notice is genuine?",
        answer:
          "Genuine notices carry a Document Identification Number (DIN) and appear on the e-filing portal under Pending Actions or e-Proceedings. You can also verify a notice with the Authenticate Notice/Order facility on the portal. Never pay a demand or share an OTP through a link in an email or SMS; log in to the portal directly or ask us to check the notice for you.",
      },
      {
        question: "How much time do I get to respond to a notice?",
        answer:
          "It depends on the notice. For an adjustment proposed under section 143(1)(a), you generally get 30 days to respond, and for a defective return notice under section 139(9), 15 days. Notices under sections 142(1) and 143(2) state their own compliance date, and a demand under section 156 is generally payable within 30 days. If you need more time, an adjournment can be requested on the portal.",
      },
      {
        question: "What is the difference between an intimation u/s 143(1) and a scrutiny notice u/s 143(2)?",
        answer:
          "An intimation under section 143(1) is the result of automated processing of your return and shows whether there is a refund, a demand or no change. A notice under section 143(2) means your return has been selected for detailed scrutiny, and an assessment will be made after examining your records. It must currently be served within three months from the end of the financial year in which you filed the return.",
      },
      {
        question: "What should I do if I receive a notice under section 148?",
        answer:
          "A section 148 notice means the assessing officer believes income has escaped assessment for an earlier year. It is normally preceded by a show cause notice under section 148A, which you should answer with evidence, because a good reply can stop the reopening. Time limits currently depend on the amount involved: generally three years, or up to five years where escaped income is Rs. 50 lakh or more. We check these limits first.",
      },
    ],
  },
  {
    path: "/gst-notices",
    name: "GST Notices",
    title: "GST Notice Reply and Representation Services",
    summary:
      "Replies to GST notices for non-filing, scrutiny, registration cancellation, refund rejection, composition and revision, drafted and filed on time.",
    intro: [
      "GST officers issue notices when returns are not filed, when figures in GSTR-1, GSTR-3B and GSTR-2B do not match, or when they doubt a registration, refund or composition claim. Most notices carry a short reply window, and an unanswered notice can lead to best judgment assessment, cancellation of registration, rejection of a refund or a tax demand with interest and penalty.",
      "We study the notice and your returns, identify the real issue, prepare a reconciliation where figures differ, and draft a reply in the prescribed form with supporting documents. We file it on the GST portal, attend personal hearings with you or on your behalf, and advise on payment through DRC-03 or an appeal if the matter is decided against you.",
      "Keep ready the notice and its reference number, your GST portal login, returns for the period concerned, sales and purchase registers, e-way bills, bank statements and any earlier correspondence with the department. For refund or composition matters, also share the application and the documents filed with it.",
    ],
    seoDescription:
      "GST notice reply services in India: GSTR-3A, ASMT-10 scrutiny, REG-17 and REG-31 cancellation, RFD-08 refund, CMP-05 and section 108 revision notices.",
    proceedLabel: "Proceed to Fill Details",
    approvalBeforeFiling: true,
    // Tax consulting and representation
    sac: "998231",
    options: [
      {
        id: "gst_nonfiling",
        label: "Non-Filing of Returns (GSTR-3A)",
        charge: "On Request",
        description:
          "Filing of the pending returns and a reply to the GSTR-3A notice, so that best judgment assessment and action against your registration are avoided.",
      },
      {
        id: "sc_cmp05",
        label: "Show Cause – Composition (CMP-05)",
        charge: "On Request",
        description:
          "Reply in CMP-06 to a show cause notice questioning your eligibility for the composition scheme, with evidence supporting your position.",
      },
      {
        id: "sc_reg",
        label: "Show Cause – Cancellation of Registration (REG-17 / REG-31)",
        charge: "On Request",
        description:
          "Reply to a notice proposing cancellation or suspension of registration, together with pending compliance, and a revocation application if the registration is already cancelled.",
      },
      {
        id: "sc_pct03",
        label: "Show Cause to GST Practitioner (PCT-03)",
        charge: "On Request",
        description:
          "Reply for an enrolled GST practitioner to a misconduct show cause notice, so that the enrolment is not cancelled by an order in PCT-04.",
      },
      {
        id: "sc_rfd08",
        label: "Show Cause on Refund (RFD-08)",
        charge: "On Request",
        description:
          "Reply in RFD-09 to a notice proposing rejection of all or part of a refund claim, with reconciliations and documents supporting the claim.",
      },
      {
        id: "asmt",
        label: "Scrutiny of Returns (ASMT-10)",
        charge: "On Request",
        description:
          "Reconciliation of the discrepancies raised and a reply in ASMT-11, explaining the differences or paying what is due, aimed at closure in ASMT-12.",
      },
      {
        id: "sec_108",
        label: "Revision Proceedings under Section 108",
        charge: "On Request",
        description:
          "Written submissions and hearing support when a revisional authority proposes to revise an order under section 108.",
      },
    ],
    faqs: [
      {
        question: "How do I reply to a GSTR-3A notice for non-filing of returns?",
        answer:
          "GSTR-3A is issued when a return is not filed by its due date. File the pending return with late fee and interest within 15 days of the notice. Otherwise the officer can assess your tax to the best of judgment under section 62, and continued non-filing can lead to suspension or cancellation of registration. A best judgment order is generally withdrawn if you file a valid return within 60 days of receiving it.",
      },
      {
        question: "What is an ASMT-10 scrutiny notice and how long do I have to reply?",
        answer:
          "ASMT-10 is issued under section 61 when an officer finds discrepancies in your returns, such as excess input tax credit or a mismatch between GSTR-1 and GSTR-3B. You reply in ASMT-11, usually within 30 days or the period given in the notice, either explaining the difference or paying the tax with interest. If the explanation is accepted, the proceedings are closed by an order in ASMT-12.",
      },
      {
        question: "My GST registration has been suspended with a show cause notice. What should I do?",
        answer:
          "A REG-17 or REG-31 notice proposes cancellation, often for non-filing of returns or mismatches in returns, and the registration may be suspended meanwhile. Reply in REG-18 within seven working days for REG-17, or within the time given in REG-31, and file any pending returns. If the registration is already cancelled, you can currently apply for revocation in REG-21 within 90 days of the cancellation order.",
      },
      {
        question: "What is a revision notice under section 108?",
        answer:
          "Under section 108, a revisional authority can examine an order already passed by a lower officer and revise it if it is erroneous and prejudicial to revenue. You receive a show cause notice, usually in RVN-01, and a chance to be heard before any revision is made. A revision order generally cannot be passed more than three years after the original order, and it can be appealed before the GST Appellate Tribunal.",
      },
    ],
  },
  {
    path: "/company-secretary-services",
    name: "Company Secretary",
    title: "Company Secretary and ROC Compliance Services",
    summary:
      "Board and general meeting compliance, statutory registers, minutes and annual ROC filings such as AOC-4, MGT-7 and DIN KYC for companies and OPCs.",
    intro: [
      "Every private limited company and one person company must hold board meetings, maintain statutory registers and minutes, and file its financial statements and annual return with the Registrar of Companies on the MCA portal. Late AOC-4 and MGT-7 filings attract an additional fee of Rs. 100 per day each, and missed compliance can lead to penalties on the company and its directors.",
      "We prepare notices, agendas and minutes for board and general meetings, maintain registers of members, directors and charges, and keep a compliance calendar for your company. At year end we prepare and file AOC-4, MGT-7 or MGT-7A, ADT-1 and event-based forms, and help directors with DIN KYC and annual disclosures such as DIR-8 and MBP-1.",
      "Please share your certificate of incorporation, memorandum and articles of association, MCA login, director and shareholder details, audited financial statements with the auditor's report, details of share allotments or transfers during the year, and the digital signature certificates of the directors who will sign the forms.",
    ],
    seoDescription:
      "Company secretary services for private companies and OPCs in India: board meetings, minutes, registers and ROC filings like AOC-4, MGT-7 and DIN KYC.",
    proceedLabel: "Proceed to Fill Details",
    approvalBeforeFiling: true,
    // Other legal services n.e.c.
    sac: "998216",
    options: [
      {
        id: "ccm",
        label: "Company Compliance Management",
        charge: "On Request",
        description:
          "Ongoing secretarial support covering board and general meetings, notices, minutes, statutory registers and a compliance calendar for your company.",
      },
      {
        id: "asf",
        label: "Annual Statutory Filings",
        charge: "On Request",
        description:
          "Preparation and filing of annual MCA forms such as AOC-4, MGT-7 or MGT-7A, ADT-1 and DIR-3 KYC for directors, within the due dates.",
      },
    ],
    faqs: [
      {
        question: "What are the annual ROC filing deadlines for a private company?",
        answer:
          "The annual general meeting must be held within six months of the year end, usually by 30 September. AOC-4 for the financial statements is due within 30 days of the AGM and MGT-7 or MGT-7A for the annual return within 60 days. ADT-1 is filed within 15 days of the meeting that appoints the auditor. An OPC holds no AGM, and its AOC-4 is due within 180 days of the year end.",
      },
      {
        question: "How many board meetings must a company hold?",
        answer:
          "A company must hold its first board meeting within 30 days of incorporation and then at least four meetings a year, with a gap of not more than 120 days between two meetings. Small companies, OPCs and dormant companies need only one meeting in each half of the calendar year, at least 90 days apart. Minutes must be prepared and signed within 30 days of each meeting.",
      },
      {
        question: "Do directors still have to file DIR-3 KYC every year?",
        answer:
          "No. Under amended rules in force from 31 March 2026, every DIN holder files KYC in the web form DIR-3-KYC-WEB once in every three financial years, by 30 June, instead of every year by 30 September. Any change in mobile number, email or residential address must still be updated within 30 days. A DIN whose KYC is not filed is deactivated, so we track the due date for each director.",
      },
      {
        question: "What happens if annual ROC filings are missed?",
        answer:
          "Late AOC-4 and MGT-7 filings attract an additional fee of Rs. 100 per day for each form, with no upper limit, and penalties can be imposed on the company and its officers. If financial statements or annual returns are not filed for three continuous years, the directors are disqualified for five years under section 164(2), and the Registrar can strike off companies that appear inactive. We help bring pending filings up to date.",
      },
    ],
  },
  {
    path: "/auditing-services",
    name: "Auditing",
    title: "Audit Services: Tax, Statutory, Internal, Concurrent and Stock Audits",
    summary:
      "Tax audits under section 44AB, statutory audits under the Companies Act, and internal, concurrent and stock audits by qualified chartered accountants.",
    intro: [
      "Audits are required by law for every company and for businesses and professionals above the section 44AB limits, and banks, investors and management often ask for them too. A well-run audit also brings out weak controls, errors in tax compliance and leakages before they become expensive, and gives lenders and tax authorities confidence in your numbers.",
      "Our chartered accountants plan each audit around your business, test the books against vouchers, bank statements and GST returns, and discuss findings with you before the report is finalised. We issue tax audit reports in Form 3CA or 3CB with Form 3CD, statutory audit reports under the Companies Act with CARO reporting where it applies, and clear internal, concurrent and stock audit reports.",
      "Keep ready your finalised books of account, bank statements, fixed asset and stock records, GST and TDS returns, loan sanction letters, previous audit reports and statutory registers. For stock audits, we also need the stock statements submitted to the bank and the sanction terms of your working capital limit.",
    ],
    seoDescription:
      "Audit services in India by chartered accountants: tax audit u/s 44AB, statutory company audit, and internal, concurrent and stock audits done on time.",
    proceedLabel: "Proceed to Fill Details",
    approvalBeforeFiling: true,
    // Financial auditing
    sac: "998221",
    options: [
      {
        id: "tax_audits",
        label: "Tax Audit u/s 44AB",
        charge: "On Request",
        description:
          "Audit of your books and filing of the tax audit report in Form 3CA or 3CB with Form 3CD on the income tax portal.",
      },
      {
        id: "corporate_audits",
        label: "Statutory Audit (Companies Act)",
        charge: "On Request",
        description:
          "Annual audit of a company's financial statements with the independent auditor's report and CARO 2020 reporting where applicable.",
      },
      {
        id: "internal_audits",
        label: "Internal Audit",
        charge: "On Request",
        description:
          "Periodic review of internal controls, processes and compliance, with practical recommendations reported to management or the audit committee.",
      },
      {
        id: "concurrent_audits",
        label: "Concurrent Audit",
        charge: "On Request",
        description:
          "Ongoing examination of transactions as they happen, for banks, financial institutions and businesses that need continuous checks.",
      },
      {
        id: "stock_audits",
        label: "Stock Audit",
        charge: "On Request",
        description:
          "Physical verification and valuation of inventory and review of receivables against stock statements, reported in the format your bank requires.",
      },
    ],
    faqs: [
      {
        question: "Who needs a tax audit under section 44AB?",
        answer:
          "A business needs a tax audit if its turnover exceeds Rs. 1 crore, or Rs. 10 crore if cash receipts and cash payments are each not more than 5% of the total. Professionals need an audit if gross receipts exceed Rs. 50 lakh. An audit can also apply in presumptive taxation cases where lower profits are declared and income is above the basic exemption limit.",
      },
      {
        question: "When is the tax audit report due, and what if it is late?",
        answer:
          "For FY 2025-26, the tax audit report is currently due by 30 September 2026, one month before the 31 October due date for the return. Failing to get accounts audited or to furnish the report can attract a penalty under section 271B of 0.5% of turnover or gross receipts, up to Rs. 1.5 lakh. We start early so that your audit report and return are consistent.",
      },
      {
        question: "Does every company need a statutory audit?",
        answer:
          "Yes. Every company registered under the Companies Act, including a private limited company or OPC with little or no business activity, must have its financial statements audited every year by a chartered accountant. The board appoints the first auditor within 30 days of incorporation, and later auditors are appointed at the AGM, generally for a term of five years, with ADT-1 filed with the ROC.",
      },
      {
        question: "What are internal, concurrent and stock audits?",
        answer:
          "An internal audit reviews controls and processes during the year and is mandatory for some companies under section 138, such as private companies with turnover of Rs. 200 crore or more. A concurrent audit is a continuous check of transactions, often required by banks. A stock audit is ordered by a lender to verify inventory and receivables against the stock statements submitted for a working capital limit.",
      },
    ],
  },
  {
    path: "/company-registration",
    name: "Company Registration",
    title: "Company, LLP and OPC Registration in India",
    summary:
      "Incorporation of private limited companies, LLPs and one person companies on the MCA portal, with DSC, name approval, PAN, TAN and post-incorporation steps.",
    intro: [
      "Founders who want limited liability, a separate legal identity and easier access to investors usually register a private limited company, an LLP or a one person company. The right structure depends on how many owners you have, whether you plan to raise equity funding and how much annual compliance you are ready to manage.",
      "We advise on the structure, obtain digital signature certificates, check and reserve the name, draft the memorandum and articles or the LLP agreement, and file the incorporation forms (SPICe+ for companies and FiLLiP for LLPs) on the MCA portal. PAN and TAN are issued along with the certificate of incorporation, and we guide you on the bank account, GST and first-year compliance.",
      "Each director, partner or member should keep ready PAN, Aadhaar, a passport-size photograph, a recent bank statement or utility bill as address proof, and a personal email and mobile number. For the registered office, keep a utility bill not older than two months and a no-objection certificate from the owner, or a rent agreement.",
    ],
    seoDescription:
      "Register a private limited company, LLP or one person company in India: DSC, name approval, SPICe+ or FiLLiP filing, PAN and TAN in 7 to 15 working days.",
    proceedLabel: "Select Service & Proceed to Payment",
    approvalBeforeFiling: false,
    // Legal documentation and certification (other documents)
    sac: "998214",
    options: [
      {
        id: "company",
        label: "Private Limited",
        charge: "On Request",
        description:
          "Incorporation of a private limited company through SPICe+, including DSC, name approval, MOA and AOA, PAN, TAN and the certificate of incorporation.",
      },
      {
        id: "llp",
        label: "LLP",
        charge: "On Request",
        description:
          "Registration of a limited liability partnership through FiLLiP, including DSC, name approval, DPIN for partners, the LLP agreement and its filing in Form 3.",
      },
      {
        id: "opc",
        label: "One Person Company (OPC)",
        charge: "On Request",
        description:
          "Incorporation of a one person company with a nominee, including DSC, name approval, MOA and AOA, PAN, TAN and the certificate of incorporation.",
      },
    ],
    faqs: [
      {
        question: "How long does company registration take?",
        answer:
          "Registration usually takes 7 to 15 working days from the time we receive complete documents, subject to MCA approval. This covers digital signatures, name approval and incorporation. Delays usually come from name rejections, mismatched details in identity documents or resubmission requests from the Central Registration Centre, so sharing clear, matching documents at the start keeps the process quick.",
      },
      {
        question: "Which is better: a private limited company, an LLP or an OPC?",
        answer:
          "A private limited company suits businesses that plan to raise equity or issue ESOPs, and needs at least two directors and two shareholders. An LLP has lighter compliance and no mandatory audit while turnover is up to Rs. 40 lakh and contribution up to Rs. 25 lakh, but cannot issue shares. An OPC lets a single Indian citizen own a company with a nominee, and can later convert into a private company.",
      },
      {
        question: "Is there a minimum capital requirement?",
        answer:
          "No. There is currently no minimum paid-up capital for a private limited company or OPC, and no minimum contribution for an LLP, so many businesses start with Rs. 1 lakh or less. Government fees and stamp duty depend on the authorised capital or contribution and on the state of registration, so we confirm the exact cost before filing.",
      },
      {
        question: "What needs to be done after incorporation?",
        answer:
          "Open a bank account and have shareholders pay their subscription money, then file INC-20A declaring commencement of business within 180 days of incorporation. The board must appoint the first auditor within 30 days, and an LLP must file its agreement in Form 3 within 30 days. Register for GST if you cross the threshold or make inter-state supplies of goods, and set up accounting from day one.",
      },
    ],
  },
  {
    path: "/trademark-services",
    name: "Trademark & Regulatory",
    title: "Trademark Registration, ISO Certification and Business Registrations",
    summary:
      "Trademark search and filing, ISO certification support, and registrations such as Udyam, FSSAI and IEC for startups and small businesses.",
    intro: [
      "A brand name, logo or tagline is a business asset, and registering it as a trademark gives you the exclusive right to use it for your goods or services across India. Startups and small businesses also need registrations such as Udyam, FSSAI or IEC to trade, bid for contracts or export, and many customers ask suppliers for ISO certification.",
      "We run a trademark search, advise on the right class, file the application in Form TM-A and track it through examination, objections and publication. For ISO certification, we help with gap analysis, documentation and coordination with an accredited certification body. We also file Udyam, FSSAI, IEC and similar registrations and keep a record of their renewal dates.",
      "Keep ready the brand name or logo in JPEG format, a description of your goods or services, the date you first used the mark, and the applicant's PAN, Aadhaar and address proof. An Udyam or DPIIT startup certificate lowers the official trademark fee, and business registration documents are needed for ISO, FSSAI and IEC applications.",
    ],
    seoDescription:
      "Trademark registration, ISO certification support and MSME/Udyam, FSSAI and IEC registrations for Indian startups and small businesses, handled end to end.",
    proceedLabel: "Proceed to Fill Details",
    approvalBeforeFiling: false,
    // Legal documentation concerning patents, copyrights and other IP rights
    sac: "998213",
    options: [
      {
        id: "trademark",
        label: "Trademark Registration",
        charge: "On Request",
        description:
          "Trademark search, class advice and filing of Form TM-A, followed by tracking of examination, publication and registration.",
      },
      {
        id: "copyright",
        label: "ISO Certification",
        charge: "On Request",
        description:
          "Assistance with ISO certification such as ISO 9001, 14001 or 27001, covering gap analysis, documentation and coordination with an accredited certification body.",
      },
      {
        id: "others",
        label: "Other Registrations",
        charge: "On Request",
        description:
          "Registrations such as MSME/Udyam, FSSAI, Importer Exporter Code (IEC) and shop and establishment, filed with the right authority.",
      },
    ],
    faqs: [
      {
        question: "How long does trademark registration take?",
        answer:
          "Trademark registration with us typically takes 4 to 8 weeks to reach the stage where your application is filed, allotted a number and examined, and you can use the TM symbol with your brand. Full registration, after which you may use the registered (R) symbol, can take considerably longer if the Registry raises an objection or a third party opposes the mark after it is published in the Trade Marks Journal.",
      },
      {
        question: "What is the government fee for a trademark application?",
        answer:
          "The official fee is currently Rs. 4500 per class for individuals, startups and small enterprises, and Rs. 9000 per class for other applicants, when filed online. Goods and services are divided into 45 classes, so a brand used for both clothing and retail services may need applications in two classes. A registered trademark is valid for 10 years and can be renewed indefinitely.",
      },
      {
        question: "What is ISO certification and who issues it?",
        answer:
          "ISO certification confirms that your systems meet an international standard, such as ISO 9001 for quality management, ISO 14001 for environmental management or ISO 27001 for information security. It is issued by an independent certification body after an audit, not by the government, so choose a body accredited by NABCB or another IAF member. Certificates are usually valid for three years, with annual surveillance audits.",
      },
      {
        question: "Which other registrations does a small business need?",
        answer:
          "It depends on the business. Udyam registration for MSMEs is free and online using Aadhaar and PAN. Food businesses need FSSAI registration or a licence depending on turnover, and importers and exporters need an Importer Exporter Code from DGFT, which must be updated every year. Most states also require shop and establishment registration, and many levy professional tax.",
      },
    ],
  },
] as const satisfies readonly Service[];

export const SERVICES: readonly Service[] = SERVICE_LIST;

/**
 * The catalog as written, each service with its own path, option ids and
 * number of FAQs: the translations (app/catalog/service-text.ts) are typed
 * from it, so a service, option or FAQ missing in a language fails tsc.
 */
export type CatalogService = (typeof SERVICE_LIST)[number];

export type ServiceCard = { name: string; summary: string; path: `/${string}` };

/** The ten cards of the services mega page: the nine service pages plus LLP Registration, which shares /company-registration. */
export const LLP_REGISTRATION_CARD: ServiceCard = {
  name: "LLP Registration",
  summary:
    "Register a limited liability partnership with two or more designated partners through the MCA FiLLiP form, combining limited liability with lighter annual compliance than a company.",
  path: "/company-registration",
};

/** The ten services listed on the home page. */
export const HOME_SERVICE_LIST: readonly { name: string; path: Service["path"]; description: string }[] = [
  {
    name: "Income Tax Filing (Individual & Corporate)",
    path: "/income-tax-filing",
    description:
      "Accurate ITR preparation and e-filing for salaried individuals, NRIs, businesses, firms, companies and trusts, under the right regime and form.",
  },
  {
    name: "Capital Gains Advisory",
    path: "/income-tax-filing",
    description:
      "Computation and planning of tax on the sale of shares, mutual funds and property, including exemptions under sections 54, 54EC and 54F.",
  },
  {
    name: "Income Tax Notices",
    path: "/income-tax-notices",
    description:
      "Clear, documented replies to intimations, defective return, scrutiny, reassessment and demand notices on the income tax e-filing portal.",
  },
  {
    name: "GST Filing & Notices",
    path: "/gst-filing",
    description:
      "Monthly, quarterly and annual GST returns with input tax credit reconciliation, and replies to GST notices from scrutiny to cancellation.",
  },
  {
    name: "Bookkeeping",
    path: "/accounting-services",
    description:
      "Monthly recording and reconciliation of your sales, purchases, expenses and bank transactions, starting from Rs. 1000 per month.",
  },
  {
    name: "Advanced Reporting",
    path: "/accounting-services",
    description:
      "MIS reports, financial statements, cash flow statements and ratio analysis that help you run the business and satisfy lenders.",
  },
  {
    name: "Company Secretary",
    path: "/company-secretary-services",
    description:
      "Board meetings, statutory registers, minutes and annual ROC filings handled to keep your company and its directors compliant.",
  },
  {
    name: "Auditing",
    path: "/auditing-services",
    description:
      "Tax audits, statutory audits and internal, concurrent and stock audits carried out by experienced chartered accountants.",
  },
  {
    name: "Registration of Company, Partnership, LLP & OPC",
    path: "/company-registration",
    description:
      "Advice on the right structure and end-to-end registration of private limited companies, partnership firms, LLPs and one person companies.",
  },
  {
    name: "Trademark & Copyright Registration",
    path: "/trademark-services",
    description:
      "Protection for your brand name, logo and creative work through trademark and copyright applications, tracked through to registration.",
  },
];

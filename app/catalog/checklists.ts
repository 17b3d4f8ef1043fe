// Documents the firm needs for each service option, drawn from the forms and
// rules the Income Tax Department, CBIC and MCA publish (e-filing portal help on ITR-1 to ITR-7, Form 16,
// Form 26AS, AIS and e-Proceedings; CGST Rules forms GSTR-1, 3B, 9, ASMT, REG, CMP, RFD, PCT, RVN; MCA V3
// help for SPICe+, FiLLiP, LLP Form 3, AOC-4, MGT-7/7A, ADT-1 and DIR-3 KYC). Written for
// returns of FY 2025-26 (forms still numbered under the 1961 Act); review the form numbers,
// thresholds and time limits before each filing season.
// Item ids are stored with every document a client files against them: never rename one.

export type ChecklistItem = {
  /** Stable id, kebab-case, unique within its option, e.g. "form-16". */
  id: string;
  /** Short name the client recognises, e.g. "Form 16 from each employer". At most 60 characters. */
  name: string;
  /** One or two plain sentences: what it is and where to get it. At most 220 characters. */
  explanation: string;
  /** true: the firm cannot start without it; false: only if it applies to you. */
  required: boolean;
};

/** Keyed by "{serviceId}:{optionId}", serviceId being the service's path without the slash. */
const LISTS = {
  // GST filing

  "gst-filing:monthly_gst": [
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Your GSTIN and access to your account on the GST portal. We will arrange OTP-based access with you separately; never send your password by email.",
      required: true,
    },
    {
      id: "sales-invoices",
      name: "Sales invoices or sales register",
      explanation:
        "Every tax invoice, bill of supply and export invoice issued in the month, or a register exported from your billing software, with e-invoice IRNs if you generate them.",
      required: true,
    },
    {
      id: "purchase-invoices",
      name: "Purchase bills or purchase register",
      explanation:
        "Supplier invoices for goods, services and expenses received in the month, so we can match your input tax credit with GSTR-2B.",
      required: true,
    },
    {
      id: "gstr-2b-notes",
      name: "GSTR-2B reconciliation notes",
      explanation:
        "Notes on supplier invoices missing from or different in GSTR-2B, and any invoices you accepted, rejected or kept pending in the Invoice Management System (IMS).",
      required: false,
    },
    {
      id: "credit-debit-notes",
      name: "Credit and debit notes",
      explanation:
        "Credit or debit notes you issued to customers or received from suppliers in the month, for returns, discounts or price changes.",
      required: false,
    },
    {
      id: "e-way-bills",
      name: "E-way bills",
      explanation:
        "E-way bills generated for goods moved in the month, usually for consignments above ₹50,000. You can download a list from the e-way bill portal.",
      required: false,
    },
    {
      id: "rcm-expenses",
      name: "Bills taxed under reverse charge",
      explanation:
        "Bills on which you pay GST yourself under reverse charge, such as advocates' fees, goods transport agency freight or purchases from notified unregistered suppliers.",
      required: false,
    },
    {
      id: "export-documents",
      name: "Shipping bills and other export documents",
      explanation:
        "For exports or supplies to SEZ units: shipping bills or bills of export, and the LUT reference if you supply without paying IGST.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of your business bank accounts for the month, which help us check that every receipt has been billed and every advance for services is taxed.",
      required: false,
    },
  ],
  "gst-filing:quarterly_gst": [
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Your GSTIN and access to your account on the GST portal. We will arrange OTP-based access with you separately; never send your password by email.",
      required: true,
    },
    {
      id: "sales-invoices",
      name: "Sales invoices or sales register",
      explanation:
        "All invoices issued in the quarter, month by month, or a register from your billing software. Tell us which B2B invoices were already uploaded through IFF.",
      required: true,
    },
    {
      id: "purchase-invoices",
      name: "Purchase bills or purchase register",
      explanation:
        "Supplier invoices for goods, services and expenses received in the quarter, so we can match your input tax credit with GSTR-2B.",
      required: true,
    },
    {
      id: "pmt-06-challans",
      name: "PMT-06 challans already paid",
      explanation:
        "Challans for tax paid through PMT-06 in the first two months of the quarter, if you paid them yourself, so they are set off correctly in GSTR-3B.",
      required: false,
    },
    {
      id: "gstr-2b-notes",
      name: "GSTR-2B reconciliation notes",
      explanation:
        "Notes on supplier invoices missing from or different in GSTR-2B, and any invoices you accepted, rejected or kept pending in the Invoice Management System (IMS).",
      required: false,
    },
    {
      id: "credit-debit-notes",
      name: "Credit and debit notes",
      explanation:
        "Credit or debit notes you issued to customers or received from suppliers in the quarter, for returns, discounts or price changes.",
      required: false,
    },
    {
      id: "e-way-bills",
      name: "E-way bills",
      explanation:
        "E-way bills generated for goods moved in the quarter, usually for consignments above ₹50,000. You can download a list from the e-way bill portal.",
      required: false,
    },
    {
      id: "rcm-expenses",
      name: "Bills taxed under reverse charge",
      explanation:
        "Bills on which you pay GST yourself under reverse charge, such as advocates' fees, goods transport agency freight or purchases from notified unregistered suppliers.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of your business bank accounts for the quarter, which help us check that every receipt has been billed and every advance for services is taxed.",
      required: false,
    },
  ],
  "gst-filing:annual_gst": [
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Your GSTIN and access to your account on the GST portal. We will arrange OTP-based access with you separately; never send your password by email.",
      required: true,
    },
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "Trial balance and ledgers for the financial year from your accounting software, such as a Tally or Zoho Books backup or an Excel export.",
      required: true,
    },
    {
      id: "financial-statements",
      name: "Financial statements",
      explanation:
        "Audited or final financial statements for the year, so that turnover and tax in GSTR-9 (and GSTR-9C, if required) can be tied back to the books.",
      required: true,
    },
    {
      id: "sales-purchase-registers",
      name: "Sales and purchase registers",
      explanation:
        "Invoice-wise sales and purchase registers with HSN or SAC codes and tax rates, which we use for the HSN summary and the ITC tables.",
      required: true,
    },
    {
      id: "itc-reversals",
      name: "Details of ITC reversed or not claimed",
      explanation:
        "Input tax credit reversed during the year, for example blocked credits such as motor vehicles and food, exempt supplies, or suppliers unpaid after 180 days.",
      required: false,
    },
    {
      id: "next-year-amendments",
      name: "Entries for this year made in next year's returns",
      explanation:
        "Invoices, credit notes or ITC of this year that you reported in the following year's returns up to 30 November, since GSTR-9 shows them separately.",
      required: false,
    },
    {
      id: "drc-03-payments",
      name: "DRC-03 payments made",
      explanation:
        "Challans for tax paid voluntarily through DRC-03, and any notice or order for the year, as these must be reflected in the annual return.",
      required: false,
    },
    {
      id: "previous-annual-return",
      name: "Last year's GSTR-9 and GSTR-9C",
      explanation:
        "The annual return (and reconciliation statement, if filed) for the previous year, for comparison and to avoid reporting the same item twice.",
      required: false,
    },
  ],

  // Income tax filing

  "income-tax-filing:individual": [
    {
      id: "pan",
      name: "PAN card",
      explanation:
        "Your Permanent Account Number: a copy of the card or the e-PAN downloaded from the income tax e-filing portal.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar",
      explanation:
        "Your Aadhaar, which must be linked with PAN. An OTP sent to your Aadhaar-linked mobile is used to e-verify the return after filing.",
      required: true,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "Your Annual Information Statement, Taxpayer Information Summary and Form 26AS, downloadable from the e-filing portal, showing TDS, interest, dividends and trades.",
      required: true,
    },
    {
      id: "form-16",
      name: "Form 16 from each employer",
      explanation:
        "If you had a salary or pension: the TDS certificate (Part A and Part B) from every employer you worked for in the year, issued by 15 June. Pensioners get it from their bank.",
      required: false,
    },
    {
      id: "bank-interest-certificates",
      name: "Interest certificates from banks and post office",
      explanation:
        "Interest certificates for savings accounts, fixed and recurring deposits and post office schemes for the year, from net banking or your branch.",
      required: false,
    },
    {
      id: "capital-gains-statements",
      name: "Capital-gains statements from brokers and mutual funds",
      explanation:
        "The tax P&L or capital-gains report from your broker, and the consolidated statement from CAMS or KFintech, for shares and mutual fund units sold.",
      required: false,
    },
    {
      id: "investment-proofs",
      name: "Investment and insurance proofs (old regime)",
      explanation:
        "Only if the old regime may suit you: PPF, ELSS, life insurance, tuition fee receipts, health insurance premium, NPS contributions and donation receipts.",
      required: false,
    },
    {
      id: "home-loan-certificate",
      name: "Home-loan interest certificate",
      explanation:
        "Your lender's certificate of interest and principal paid in the year. Interest on a let-out house counts in both regimes, on a self-occupied home only in the old.",
      required: false,
    },
    {
      id: "rent-details",
      name: "Rent paid or received",
      explanation:
        "Rent receipts and the landlord's PAN if you claim HRA under the old regime; or, for a house you let out, the rent received and municipal taxes paid.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all your bank accounts for the year, to pick up income not in AIS and to confirm the pre-validated account for your refund.",
      required: false,
    },
  ],
  "income-tax-filing:business": [
    {
      id: "pan",
      name: "PAN card",
      explanation:
        "Your Permanent Account Number: a copy of the card or the e-PAN downloaded from the income tax e-filing portal.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar",
      explanation:
        "Your Aadhaar, which must be linked with PAN. An OTP sent to your Aadhaar-linked mobile is used to e-verify the return after filing.",
      required: true,
    },
    {
      id: "turnover-details",
      name: "Turnover or gross receipts for the year",
      explanation:
        "A sales register or summary of receipts, split between cash and bank or digital receipts, since presumptive income is 6% of digital and 8% of cash turnover.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all business and personal bank accounts for the year, which show your receipts and help us confirm turnover and expenses.",
      required: true,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "Your Annual Information Statement, Taxpayer Information Summary and Form 26AS from the e-filing portal, showing TDS, GST turnover, interest and other reported income.",
      required: true,
    },
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "Profit and loss account, balance sheet or ledgers from your accounting software. Not needed if you opt for presumptive taxation and keep no books.",
      required: false,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation:
        "GSTR-1 and GSTR-3B filed during the year, if you are registered under GST, so that the turnover in your income tax return agrees with GST.",
      required: false,
    },
    {
      id: "tds-certificates",
      name: "Form 16 and Form 16A",
      explanation:
        "TDS certificates from clients who deducted tax from your fees or contract payments, and Form 16 if you also earned a salary during the year.",
      required: false,
    },
    {
      id: "loan-statements",
      name: "Loan statements",
      explanation:
        "Statements for business, vehicle or property loans showing interest paid in the year and the balance outstanding on 31 March.",
      required: false,
    },
    {
      id: "tax-challans",
      name: "Tax payment challans",
      explanation: "Challan receipts for income tax you paid yourself during the year, which also appear in Form 26AS.",
      required: false,
    },
  ],
  "income-tax-filing:nri": [
    {
      id: "pan",
      name: "PAN card",
      explanation:
        "Your Permanent Account Number: a copy of the card or the e-PAN. Make sure your residential status is updated to non-resident in the PAN records.",
      required: true,
    },
    {
      id: "travel-dates",
      name: "Passport and dates of stay in India",
      explanation:
        "Passport copy and the dates you were in India during the year and the four years before it, which decide your residential status.",
      required: true,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "Your Annual Information Statement, Taxpayer Information Summary and Form 26AS from the e-filing portal, showing TDS deducted on your Indian income.",
      required: true,
    },
    {
      id: "nro-nre-statements",
      name: "NRO and NRE account statements",
      explanation:
        "Statements and interest certificates for your NRO accounts (interest is taxable) and NRE or FCNR accounts (generally tax-free while you are non-resident).",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar, if you have one",
      explanation:
        "NRIs do not have to hold Aadhaar. If you have one linked with PAN, we use it to e-verify the return by OTP; otherwise we use net banking or a signed ITR-V.",
      required: false,
    },
    {
      id: "property-documents",
      name: "Sale and purchase deeds of property sold",
      explanation:
        "If you sold property in India: the sale deed, purchase deed, bills for improvements and the TDS certificate (Form 16A) from the buyer.",
      required: false,
    },
    {
      id: "capital-gains-statements",
      name: "Capital-gains statements from brokers and mutual funds",
      explanation:
        "The tax P&L from your PIS or NRI trading account and the consolidated statement from CAMS or KFintech, for shares and mutual fund units sold.",
      required: false,
    },
    {
      id: "rent-details",
      name: "Rent paid or received",
      explanation:
        "Rent agreement, rent received and municipal taxes paid for property you let out in India, and any TDS certificate from the tenant.",
      required: false,
    },
    {
      id: "trc-form-10f",
      name: "Tax residency certificate and Form 10F",
      explanation:
        "Needed only to claim tax treaty relief: a TRC from the tax authority of your country of residence, and Form 10F filed on the e-filing portal.",
      required: false,
    },
  ],
  "income-tax-filing:company": [
    {
      id: "pan",
      name: "Company PAN",
      explanation: "The company's PAN, as shown on its certificate of incorporation or PAN allotment letter.",
      required: true,
    },
    {
      id: "audited-financial-statements",
      name: "Audited financial statements",
      explanation:
        "Balance sheet, profit and loss account, notes and the auditor's report for the year, as approved by the board.",
      required: true,
    },
    {
      id: "trial-balance",
      name: "Trial balance, ledgers and fixed asset register",
      explanation:
        "Final trial balance, general ledger export and fixed asset register, used for disallowances and depreciation under income tax rules.",
      required: true,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The company's Annual Information Statement and Form 26AS from the e-filing portal, showing TDS and TCS credits and reported transactions.",
      required: true,
    },
    {
      id: "shareholding-details",
      name: "Shareholding at 31 March",
      explanation:
        "Names, PANs and shareholding of each shareholder, and details of holding and subsidiary companies, which ITR-6 asks for.",
      required: true,
    },
    {
      id: "director-dsc",
      name: "Directors' digital signatures (DSC)",
      explanation:
        "A valid Class 3 DSC of the director who will verify the return, registered on the e-filing portal. A company's ITR-6 must be verified with DSC.",
      required: true,
    },
    {
      id: "tax-audit-report",
      name: "Tax audit report",
      explanation:
        "If the company needs a tax audit, the report filed on the e-filing portal, since the figures in ITR-6 must agree with it.",
      required: false,
    },
    {
      id: "tds-returns",
      name: "TDS returns and challans",
      explanation:
        "TDS returns and challans for tax the company deducted in the year, since expenses without TDS paid on time can be disallowed.",
      required: false,
    },
    {
      id: "tax-challans",
      name: "Tax payment challans",
      explanation: "Challan receipts for income tax the company paid during the year, which also appear in Form 26AS.",
      required: false,
    },
    {
      id: "tax-regime-option",
      name: "Form 10-IC or 10-ID acknowledgement",
      explanation:
        "If the company opted for the concessional 22% or 15% tax rate in an earlier year, the acknowledgement of the form filed to exercise that option.",
      required: false,
    },
  ],
  "income-tax-filing:firm_partnership": [
    {
      id: "pan",
      name: "PAN of the firm or LLP",
      explanation: "The PAN allotted to the partnership firm or LLP, from the PAN card or allotment letter.",
      required: true,
    },
    {
      id: "partnership-deed",
      name: "Partnership deed or LLP agreement",
      explanation:
        "The current deed or LLP agreement with any amendments, since partners' salary and interest are allowed only as the deed provides and within section 40(b) limits.",
      required: true,
    },
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "Profit and loss account, balance sheet, partners' capital accounts and ledgers for the year, audited where an audit applies.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all the firm's bank accounts for the year, to confirm receipts, payments and closing balances.",
      required: true,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The firm's Annual Information Statement and Form 26AS from the e-filing portal, showing TDS credits and reported transactions.",
      required: true,
    },
    {
      id: "partner-details",
      name: "Partners' PAN, Aadhaar and profit shares",
      explanation:
        "PAN, Aadhaar, address and profit-sharing ratio of each partner at year end, and details of any partner who joined or retired during the year.",
      required: true,
    },
    {
      id: "partner-dsc",
      name: "DSC of the managing or designated partner",
      explanation:
        "Needed when the accounts are audited under section 44AB, as the return must then be verified with DSC; otherwise the partner can e-verify by Aadhaar OTP.",
      required: false,
    },
    {
      id: "tax-audit-report",
      name: "Tax audit report",
      explanation:
        "If the firm needs a tax audit, the report filed on the e-filing portal, since the return must agree with it.",
      required: false,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation:
        "GSTR-1 and GSTR-3B filed during the year, if the firm is registered under GST, so that turnover in the return agrees with GST.",
      required: false,
    },
    {
      id: "tax-challans",
      name: "Tax payment challans",
      explanation: "Challan receipts for income tax the firm paid during the year, which also appear in Form 26AS.",
      required: false,
    },
  ],
  "income-tax-filing:aop_bop_trust": [
    {
      id: "pan",
      name: "PAN of the trust, AOP or BOI",
      explanation: "The PAN allotted to the trust, society, association or body of individuals.",
      required: true,
    },
    {
      id: "trust-deed",
      name: "Trust deed, AOP agreement or constitution",
      explanation:
        "The document that created the trust, society or association, with amendments, showing its objects and its trustees or members.",
      required: true,
    },
    {
      id: "financial-statements",
      name: "Financial statements",
      explanation:
        "Income and expenditure account, receipts and payments account and balance sheet for the year, audited where an audit is required.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all bank accounts for the year, to confirm donations, receipts, payments and closing balances.",
      required: true,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The Annual Information Statement and Form 26AS from the e-filing portal, showing TDS credits and reported transactions.",
      required: true,
    },
    {
      id: "registration-orders",
      name: "12A/12AB and 80G registration orders",
      explanation:
        "For charitable or religious trusts and institutions claiming exemption: the registration or provisional registration order, and the 80G approval if any.",
      required: false,
    },
    {
      id: "audit-report",
      name: "Audit report in Form 10B or 10BB",
      explanation:
        "For a registered trust or institution whose income before exemption exceeds the basic exemption limit; it must be filed on the portal before the return.",
      required: false,
    },
    {
      id: "donation-records",
      name: "Donation records and Form 10BD",
      explanation:
        "Donation receipts, lists of corpus and anonymous donations, and the Form 10BD statement of donations filed for 80G donors.",
      required: false,
    },
    {
      id: "accumulation-forms",
      name: "Form 9A or Form 10 for accumulation",
      explanation:
        "If the trust applied less than 85% of its income in the year: the form stating the amount set apart, the purpose and the period of accumulation.",
      required: false,
    },
    {
      id: "member-details",
      name: "Members' or trustees' details and shares",
      explanation:
        "Names, PANs, addresses and shares of the members of an AOP or BOI, or of the trustees and key persons of a trust, as the return asks for them.",
      required: false,
    },
  ],

  // Accounting and bookkeeping

  "accounting-services:basic": [
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of every business bank account and credit card for the period, in Excel or PDF, downloaded from net banking.",
      required: true,
    },
    {
      id: "sales-invoices",
      name: "Sales invoices or sales register",
      explanation:
        "Copies or a register of all invoices you raised in the period, from your billing software or invoice book.",
      required: true,
    },
    {
      id: "expense-bills",
      name: "Purchase bills and expense vouchers",
      explanation:
        "Supplier bills for goods, services and expenses such as rent, electricity, phone and travel, with payment details where available.",
      required: true,
    },
    {
      id: "accounting-data",
      name: "Existing accounting data and opening balances",
      explanation:
        "A backup of your current books (Tally, Zoho Books, Busy or Excel) or last year's closing balances, if books were kept before we start.",
      required: false,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "If you are registered under GST, so that we can match purchases with GSTR-2B. We will arrange OTP-based access separately; never send passwords by email.",
      required: false,
    },
    {
      id: "cash-records",
      name: "Cash book or petty cash records",
      explanation: "A list or notebook of cash receipts and payments, with bills or vouchers where available.",
      required: false,
    },
    {
      id: "loan-statements",
      name: "Loan statements",
      explanation:
        "Statements for business loans and vehicle loans showing EMIs, interest and the balance outstanding.",
      required: false,
    },
    {
      id: "payroll",
      name: "Salary register",
      explanation:
        "Monthly salary details of employees, with PF, ESI, professional tax and TDS deducted, if you have staff.",
      required: false,
    },
  ],
  "accounting-services:advanced": [
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of every business bank account and credit card for the period, in Excel or PDF, downloaded from net banking.",
      required: true,
    },
    {
      id: "sales-invoices",
      name: "Sales invoices or sales register",
      explanation:
        "Copies or a register of all invoices you raised in the period, from your billing software or invoice book.",
      required: true,
    },
    {
      id: "expense-bills",
      name: "Purchase bills and expense vouchers",
      explanation:
        "Supplier bills for goods, services and expenses such as rent, electricity, phone and travel, with payment details where available.",
      required: true,
    },
    {
      id: "mis-requirements",
      name: "MIS reports wanted and any budgets",
      explanation:
        "The reports you want each month (sales, costs, receivables, profitability), any format you already use, and budgets or targets to compare against.",
      required: true,
    },
    {
      id: "accounting-data",
      name: "Existing accounting data and opening balances",
      explanation:
        "A backup of your current books (Tally, Zoho Books, Busy or Excel) or last year's closing balances, if books were kept before we start.",
      required: false,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "If you are registered under GST, for the monthly GSTR-2B reconciliation. We will arrange OTP-based access separately; never send passwords by email.",
      required: false,
    },
    {
      id: "tds-returns",
      name: "TDS returns and challans",
      explanation:
        "TDS challans and quarterly TDS returns (24Q, 26Q) filed, if you deduct tax, so that TDS can be reconciled with the books every month.",
      required: false,
    },
    {
      id: "payroll",
      name: "Salary register",
      explanation:
        "Monthly salary details of employees, with PF, ESI, professional tax and TDS deducted, if you have staff.",
      required: false,
    },
    {
      id: "stock-records",
      name: "Stock records",
      explanation:
        "Opening stock and month-end stock quantities and values, or access to the inventory module of your software.",
      required: false,
    },
    {
      id: "loan-statements",
      name: "Loan statements",
      explanation:
        "Statements for business loans and vehicle loans showing EMIs, interest and the balance outstanding.",
      required: false,
    },
  ],
  "accounting-services:financial_statements": [
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "Final ledgers and trial balance from your accounting software, or a backup we can open, for the full financial year.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all bank accounts up to 31 March, to confirm the closing balances in the balance sheet.",
      required: true,
    },
    {
      id: "previous-financial-statements",
      name: "Previous years' financial statements",
      explanation:
        "The previous year's balance sheet and profit and loss account, for opening balances and comparative figures. Not needed in the first year.",
      required: false,
    },
    {
      id: "closing-stock",
      name: "Closing stock at 31 March",
      explanation: "Quantity and value of inventory at the year end, signed by the owner or management.",
      required: false,
    },
    {
      id: "fixed-asset-register",
      name: "Fixed asset register and invoices",
      explanation:
        "A list of assets with purchase dates and costs, and invoices for assets bought or sold during the year, for depreciation.",
      required: false,
    },
    {
      id: "loan-statements",
      name: "Loan statements",
      explanation: "Lender statements showing the balance on 31 March and the interest charged for the year.",
      required: false,
    },
    {
      id: "debtors-creditors",
      name: "Debtor and creditor lists",
      explanation:
        "Year-end lists of amounts due from customers and to suppliers, with confirmations for large balances.",
      required: false,
    },
    {
      id: "capital-related-party",
      name: "Share capital and related-party details",
      explanation:
        "For companies: shares issued and shareholders, and a list of related parties and transactions with them, needed for the Schedule III notes.",
      required: false,
    },
  ],
  "accounting-services:cashflow": [
    {
      id: "financial-statements",
      name: "Financial statements",
      explanation: "Final balance sheet and profit and loss account for the year, with notes and schedules.",
      required: true,
    },
    {
      id: "previous-financial-statements",
      name: "Previous years' financial statements",
      explanation:
        "A cash flow statement is built from the changes between two balance sheets, so we need the opening balance sheet as well.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all bank accounts for the year, to confirm opening and closing cash and bank balances.",
      required: true,
    },
    {
      id: "fixed-asset-register",
      name: "Fixed asset register and invoices",
      explanation:
        "Invoices or a fixed asset register showing additions and disposals, with the amounts paid and received.",
      required: false,
    },
    {
      id: "loan-statements",
      name: "Loan statements",
      explanation: "Lender statements showing new loans, repayments and interest paid during the year.",
      required: false,
    },
    {
      id: "capital-movements",
      name: "Capital introduced, dividends or drawings",
      explanation:
        "Shares issued, partners' or proprietor's capital introduced, dividends paid and drawings during the year.",
      required: false,
    },
    {
      id: "investment-details",
      name: "Investments bought or sold",
      explanation:
        "Purchases and sales of mutual funds, shares and fixed deposits, with interest and dividends received during the year.",
      required: false,
    },
  ],
  "accounting-services:financial_ratios": [
    {
      id: "financial-statements",
      name: "Financial statements",
      explanation: "Final balance sheet and profit and loss account for the year, with notes and schedules.",
      required: true,
    },
    {
      id: "previous-financial-statements",
      name: "Previous years' financial statements",
      explanation: "Financial statements for one or two earlier years, so that we can show the trend in each ratio.",
      required: false,
    },
    {
      id: "loan-sanction-letters",
      name: "Loan sanction letters",
      explanation:
        "Sanction letters with any financial covenants your lender has set, and repayment schedules, for debt service coverage ratios.",
      required: false,
    },
    {
      id: "debtors-creditors",
      name: "Debtor and creditor lists",
      explanation:
        "Age-wise lists of amounts due from customers and to suppliers, for collection and payment period ratios.",
      required: false,
    },
    {
      id: "report-format",
      name: "Format required by your bank or investor",
      explanation:
        "Any ratios, benchmarks or report format that your bank, investor or board has asked for, so that the analysis answers their questions.",
      required: false,
    },
  ],

  // Income tax notices

  "income-tax-notices:not_142": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The section 142(1) notice with its DIN and response date, from the e-Proceedings tab of the e-filing portal or the email you received.",
      required: true,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation:
        "The ITR acknowledgement, full return and computation of income for the assessment year in the notice. If no return was filed, tell us.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to view the notice and upload the reply; never email your password.",
      required: true,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation:
        "Any responses already submitted for this notice, with acknowledgement numbers, and earlier notices for the same year.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation:
        "Each document or explanation the notice lists, such as purchase or sale deeds, investment proofs, loan papers or ledgers.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all your bank accounts for the year in question, which are asked for in most inquiries.",
      required: false,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The Annual Information Statement and Form 26AS for the year, which show the information the department already holds.",
      required: false,
    },
    {
      id: "books-of-account",
      name: "Books of account",
      explanation: "If you have business income: ledgers, profit and loss account and balance sheet for the year.",
      required: false,
    },
  ],
  "income-tax-notices:not_143": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The intimation from CPC, or the notice proposing an adjustment under section 143(1)(a), as emailed to you or shown on the e-filing portal.",
      required: true,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation:
        "The ITR acknowledgement, full return (or JSON) and computation of income that the intimation was issued on.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to respond or file rectification; never email your password.",
      required: true,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation:
        "Any response already submitted to a proposed adjustment, or rectification requests filed, with their reference numbers.",
      required: false,
    },
    {
      id: "tds-certificates",
      name: "Form 16 and Form 16A",
      explanation:
        "TDS certificates, if the intimation gives less TDS credit than you claimed or disallows salary deductions.",
      required: false,
    },
    {
      id: "tax-challans",
      name: "Tax payment challans",
      explanation: "Challans for tax you paid yourself, if the intimation does not give credit for them.",
      required: false,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The Annual Information Statement and Form 26AS for the year, since most adjustments come from mismatches with them.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation:
        "Investment proofs, audit reports, or proof of forms filed on time (such as Form 10-IEA), for any deduction, loss or option that was disallowed.",
      required: false,
    },
  ],
  "income-tax-notices:not_143_2": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The section 143(2) notice with its DIN, and any questionnaire or section 142(1) notice issued with it, from the e-Proceedings tab of the e-filing portal.",
      required: true,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation: "The ITR acknowledgement, full return and computation of income for the year selected for scrutiny.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, for submissions and video hearings; never email your password.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all your bank accounts for the year under scrutiny, which are asked for in almost every case.",
      required: true,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Submissions already made in these proceedings, with their acknowledgement numbers.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation:
        "Documents on each issue stated in the notice, such as property deeds, share contract notes, the source of cash deposits or proof of expenses claimed.",
      required: false,
    },
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "If you have business income: ledgers, vouchers, profit and loss account and balance sheet for the year.",
      required: false,
    },
    {
      id: "tax-audit-report",
      name: "Tax audit report",
      explanation: "The tax audit report in Form 3CA or 3CB with Form 3CD, if your accounts were audited for the year.",
      required: false,
    },
    {
      id: "third-party-confirmations",
      name: "Confirmations from lenders, buyers or sellers",
      explanation:
        "For questions on loans, credits or sales: confirmations, PAN and bank statements of the other party showing the transaction.",
      required: false,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The Annual Information Statement and Form 26AS for the year, which show the information the department holds.",
      required: false,
    },
  ],
  "income-tax-notices:not_148": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The show cause notice under section 148A with the information supplied, and any order and notice under section 148, with their DINs.",
      required: true,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation:
        "The return, acknowledgement and computation for the year concerned, or a note that no return was filed for that year.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to reply and file the return called for; never email your password.",
      required: true,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation:
        "Any reply already submitted to the show cause notice, with its acknowledgement and documents uploaded.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation:
        "Papers on the transaction in the information, such as a property deed, share contract notes, the source of a cash deposit or loan documents.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation: "Statements of all your bank accounts for the year being reopened.",
      required: false,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The Annual Information Statement and Form 26AS for the year, which often show the transaction the notice relies on.",
      required: false,
    },
  ],
  "income-tax-notices:not_156": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The section 156 demand notice with its DIN, from the e-Proceedings or Pending Actions section of the e-filing portal or the email you received.",
      required: true,
    },
    {
      id: "order",
      name: "The order it relates to",
      explanation:
        "The assessment order, 143(1) intimation, rectification or penalty order that created the demand, with its computation sheet.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to respond to the demand; never email your password.",
      required: true,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation:
        "Any response to the outstanding demand or rectification request already filed, with reference numbers.",
      required: false,
    },
    {
      id: "tax-challans",
      name: "Tax payment challans",
      explanation:
        "Challans for advance tax, self-assessment tax or earlier demand payments that may not have been credited against the demand.",
      required: false,
    },
    {
      id: "appeal-stay-papers",
      name: "Appeal, rectification or stay papers",
      explanation:
        "The appeal filed in Form 35, any stay application and order granting stay, if you have already challenged the demand.",
      required: false,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation: "The ITR acknowledgement, full return and computation for the year of the demand.",
      required: false,
    },
  ],
  "income-tax-notices:not_139": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The section 139(9) notice from CPC stating the defect and the time allowed to respond, usually 15 days, from the e-Proceedings tab of the e-filing portal.",
      required: true,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation: "The ITR acknowledgement, full return (or JSON) and computation of income that was found defective.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to file the corrected return; never email your password.",
      required: true,
    },
    {
      id: "financial-statements",
      name: "Financial statements",
      explanation:
        "If the defect concerns business income, the financial statements needed to fill the balance sheet and profit and loss schedules.",
      required: false,
    },
    {
      id: "tax-audit-report",
      name: "Tax audit report",
      explanation:
        "If the defect says a tax audit report is missing: the report, or details of your auditor so it can be filed.",
      required: false,
    },
    {
      id: "tds-certificates",
      name: "Form 16 and Form 16A",
      explanation: "If TDS was claimed but the related income was not shown: the TDS certificates for that income.",
      required: false,
    },
    {
      id: "ais-26as",
      name: "AIS, TIS and Form 26AS",
      explanation:
        "The Annual Information Statement and Form 26AS for the year, to match income and TDS in the corrected return.",
      required: false,
    },
  ],
  "income-tax-notices:not_245": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The section 245 intimation proposing to adjust your refund against an earlier demand, showing the year and amount of that demand.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to file the response; never email your password.",
      required: true,
    },
    {
      id: "order",
      name: "The order it relates to",
      explanation:
        "The intimation or assessment order for the year of the outstanding demand, if you have it; we can also trace it on the portal.",
      required: false,
    },
    {
      id: "tax-challans",
      name: "Tax payment challans",
      explanation: "Challans for any payment you already made against the earlier demand.",
      required: false,
    },
    {
      id: "appeal-stay-papers",
      name: "Appeal, rectification or stay papers",
      explanation:
        "Any appeal, rectification request or stay order for the earlier demand, which can stop or reduce the adjustment.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any response to the outstanding demand already filed on the portal, with its reference number.",
      required: false,
    },
  ],
  "income-tax-notices:others": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "A copy of the notice or order with its DIN and response date, from the e-filing portal, TRACES or the email or letter you received.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "We will arrange OTP-based access to your income tax e-filing account with you separately, to view and answer the notice; never email your password.",
      required: true,
    },
    {
      id: "itr-and-computation",
      name: "Return and computation for the year",
      explanation: "The ITR acknowledgement, full return and computation for the year the notice relates to.",
      required: false,
    },
    {
      id: "order",
      name: "The order it relates to",
      explanation: "For a penalty or follow-up notice: the assessment or other order that led to it.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any responses already submitted in these proceedings, with acknowledgement numbers.",
      required: false,
    },
    {
      id: "tds-returns",
      name: "TDS returns and challans",
      explanation:
        "For TDS default or short-deduction notices: the TDS returns, challans and the justification report downloaded from TRACES.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation:
        "Papers supporting your position on each point in the notice, such as bank statements, agreements or invoices.",
      required: false,
    },
  ],

  // GST notices

  "gst-notices:gst_nonfiling": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The GSTR-3A notice from the GST portal (Services > User Services > View Notices and Orders), showing the return and period pending.",
      required: true,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Access to your account on the GST portal to file the pending returns. We will arrange OTP-based access separately; never send your password by email.",
      required: true,
    },
    {
      id: "sales-invoices",
      name: "Sales invoices or sales register",
      explanation: "All invoices, or a sales register, for each period whose return has not been filed.",
      required: true,
    },
    {
      id: "purchase-invoices",
      name: "Purchase bills or purchase register",
      explanation:
        "Supplier invoices for each pending period, so that input tax credit can be claimed against GSTR-2B.",
      required: true,
    },
    {
      id: "asmt-13-order",
      name: "Best judgement order (ASMT-13), if issued",
      explanation:
        "If the officer has already assessed your tax, the ASMT-13 order: filing a valid return within 60 days of it generally withdraws the order.",
      required: false,
    },
    {
      id: "credit-debit-notes",
      name: "Credit and debit notes",
      explanation: "Credit or debit notes issued or received in the pending periods.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of your business bank accounts for the pending periods, to cross-check sales and plan payment of tax, interest and late fee.",
      required: false,
    },
  ],
  "gst-notices:sc_cmp05": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The CMP-05 notice questioning your eligibility for the composition scheme, from the notices and orders section of the GST portal.",
      required: true,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Access to your account on the GST portal to file the reply in CMP-06. We will arrange OTP-based access separately; never send your password by email.",
      required: true,
    },
    {
      id: "composition-option",
      name: "Composition option (CMP-02) and registration",
      explanation:
        "The acknowledgement of your CMP-02 intimation opting into the scheme, or the registration application where you opted in, and your registration certificate.",
      required: true,
    },
    {
      id: "composition-returns",
      name: "CMP-08 and GSTR-4 filed",
      explanation: "Quarterly CMP-08 statements and GSTR-4 annual returns for the period the notice questions.",
      required: false,
    },
    {
      id: "turnover-evidence",
      name: "Turnover figures for the year",
      explanation:
        "Sales register and financial statements showing your turnover stayed within the composition limit for your business and state.",
      required: false,
    },
    {
      id: "sales-invoices",
      name: "Sales invoices or sales register",
      explanation:
        "Bills of supply for the period, showing that sales were within your state and of goods or services allowed under the scheme.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any CMP-06 reply or letter already submitted, with its reference number.",
      required: false,
    },
  ],
  "gst-notices:sc_reg": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The REG-17 show cause notice or REG-31 intimation from the GST portal, with the reason given for proposed cancellation or suspension.",
      required: true,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Access to your account on the GST portal to reply and file pending returns. We will arrange OTP-based access separately; never send passwords by email.",
      required: true,
    },
    {
      id: "registration-certificate",
      name: "GST registration certificate (REG-06)",
      explanation: "Your registration certificate, downloadable from the GST portal under View/Download Certificates.",
      required: true,
    },
    {
      id: "pending-returns-data",
      name: "Sales and purchase data for unfiled returns",
      explanation:
        "Invoices or registers for any period whose return is pending, since those returns usually must be filed before the reply or revocation.",
      required: false,
    },
    {
      id: "place-of-business-proof",
      name: "Proof of principal place of business",
      explanation:
        "Rent agreement, ownership document or a recent electricity bill and photographs, if the officer doubts that the business runs from the registered address.",
      required: false,
    },
    {
      id: "cancellation-order",
      name: "Cancellation order (REG-19), if issued",
      explanation:
        "If the registration is already cancelled, the REG-19 order, which we need to apply for revocation in REG-21 within the time allowed.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any REG-18 reply or revocation application already submitted, with its reference number.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation: "Recent statements of your business bank account, which show the business is active.",
      required: false,
    },
  ],
  "gst-notices:sc_pct03": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The PCT-03 notice alleging misconduct, with its reference number and the date by which you must reply.",
      required: true,
    },
    {
      id: "enrolment-certificate",
      name: "GST practitioner enrolment certificate (PCT-02)",
      explanation: "Your certificate of enrolment as a GST practitioner, with your enrolment number.",
      required: true,
    },
    {
      id: "practitioner-portal-access",
      name: "Access to your GST practitioner account",
      explanation:
        "Access to your GST practitioner account on the GST portal. We will arrange OTP-based access separately; never send your password by email.",
      required: true,
    },
    {
      id: "client-authorisations",
      name: "Client authorisations and engagement records",
      explanation:
        "Authorisations (PCT-05) and records of the work you did for the taxpayers named in the notice, such as their approvals of returns filed.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation: "Emails, approvals and other documents that answer each allegation in the notice.",
      required: false,
    },
    {
      id: "exam-result",
      name: "GST practitioner exam result",
      explanation:
        "Your result in the NACIN GST practitioner examination, if the notice concerns the requirement to pass it.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any reply or letter already submitted in these proceedings.",
      required: false,
    },
  ],
  "gst-notices:sc_rfd08": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The RFD-08 notice proposing rejection of all or part of your refund, with the reasons given, from the refund section of the GST portal.",
      required: true,
    },
    {
      id: "refund-application",
      name: "Refund application (RFD-01) and acknowledgement",
      explanation:
        "The RFD-01 filed, its ARN, the RFD-02 acknowledgement and the statements and documents uploaded with the claim.",
      required: true,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Access to your account on the GST portal to file the reply in RFD-09. We will arrange OTP-based access separately; never send your password by email.",
      required: true,
    },
    {
      id: "export-documents",
      name: "Shipping bills and other export documents",
      explanation:
        "For export refunds: shipping bills, export invoices, bank realisation certificates or FIRCs, and the LUT under which you exported.",
      required: false,
    },
    {
      id: "purchase-invoices",
      name: "Purchase bills or purchase register",
      explanation:
        "Invoices backing the input tax credit in the claim, matched with GSTR-2B, for refunds of ITC on exports or inverted duty structure.",
      required: false,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation: "Returns for the refund period; tell us of any amendments made in later returns.",
      required: false,
    },
    {
      id: "ca-certificate",
      name: "Certificate on unjust enrichment",
      explanation:
        "A chartered accountant's certificate that the tax was not passed on to customers, where the claim exceeds ₹2 lakh and unjust enrichment applies.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any RFD-09 reply or clarification already submitted for this claim.",
      required: false,
    },
  ],
  "gst-notices:asmt": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The ASMT-10 notice listing the discrepancies found and the period concerned, from the notices and orders section of the GST portal.",
      required: true,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Access to your account on the GST portal to file the reply in ASMT-11. We will arrange OTP-based access separately; never send your password by email.",
      required: true,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation: "GSTR-1, GSTR-3B and GSTR-9 for the period; tell us of any amendments made in later returns.",
      required: true,
    },
    {
      id: "sales-purchase-registers",
      name: "Sales and purchase registers",
      explanation:
        "Invoice-wise sales and purchase registers and the GST ledgers from your books for the period, to reconcile the differences raised.",
      required: true,
    },
    {
      id: "supplier-confirmations",
      name: "Proof for credit not in GSTR-2B",
      explanation:
        "Supplier invoices, payment proof and confirmations for input tax credit you claimed that does not appear in GSTR-2B.",
      required: false,
    },
    {
      id: "credit-debit-notes",
      name: "Credit and debit notes",
      explanation: "Credit or debit notes for the period, which often explain differences between returns.",
      required: false,
    },
    {
      id: "e-way-bills",
      name: "E-way bills",
      explanation: "E-way bills for the period, if the notice compares your returns with e-way bill data.",
      required: false,
    },
    {
      id: "drc-03-payments",
      name: "DRC-03 payments made",
      explanation:
        "Challans for any tax, interest or penalty you already paid voluntarily through DRC-03 on the issues raised.",
      required: false,
    },
    {
      id: "earlier-replies",
      name: "Replies already filed",
      explanation: "Any ASMT-11 reply or letter already submitted, with its reference number.",
      required: false,
    },
  ],
  "gst-notices:sec_108": [
    {
      id: "notice",
      name: "The notice you received",
      explanation:
        "The show cause notice (usually RVN-01) from the revisional authority proposing to revise an earlier order, with its grounds.",
      required: true,
    },
    {
      id: "order",
      name: "The order it relates to",
      explanation:
        "The original adjudication, refund, assessment or other order that the revisional authority wants to revise.",
      required: true,
    },
    {
      id: "gst-portal-access",
      name: "GSTIN and GST portal access",
      explanation:
        "Access to your account on the GST portal to view the proceedings and file the reply. We will arrange OTP-based access separately; never send passwords.",
      required: true,
    },
    {
      id: "original-case-submissions",
      name: "Replies and submissions in the original case",
      explanation: "Replies, submissions and hearing records from the proceedings that led to the original order.",
      required: false,
    },
    {
      id: "supporting-documents",
      name: "Supporting documents",
      explanation: "Invoices, reconciliations, contracts and other evidence filed in the original proceedings.",
      required: false,
    },
    {
      id: "appeal-papers",
      name: "Appeal filed against the order, if any",
      explanation:
        "An order already under appeal generally cannot be revised under section 108, so share any appeal (APL-01) filed against it.",
      required: false,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation: "GSTR-1, GSTR-3B and GSTR-9 for the period covered by the order.",
      required: false,
    },
  ],

  // Company secretary services

  "company-secretary-services:ccm": [
    {
      id: "incorporation-certificate",
      name: "Certificate of incorporation",
      explanation:
        "The certificate issued by the Registrar of Companies, showing the company's CIN and date of incorporation.",
      required: true,
    },
    {
      id: "moa-aoa",
      name: "Memorandum and articles of association",
      explanation: "The current MOA and AOA, with any amendments approved by the shareholders.",
      required: true,
    },
    {
      id: "mca-portal-access",
      name: "MCA portal access",
      explanation:
        "Access to the company's MCA V3 account. We will arrange access with you separately, using OTP where needed; never send passwords by email.",
      required: true,
    },
    {
      id: "director-details",
      name: "Directors' details and DINs",
      explanation: "Name, DIN, PAN, address, email and mobile of each director, with dates of appointment.",
      required: true,
    },
    {
      id: "shareholder-details",
      name: "Shareholder details",
      explanation:
        "The list of members with shares held, share certificates issued, and any allotment or transfer of shares since incorporation.",
      required: true,
    },
    {
      id: "statutory-registers",
      name: "Statutory registers and minutes",
      explanation:
        "Registers of members, directors, charges and contracts, and minutes of past board and general meetings, if maintained so far.",
      required: false,
    },
    {
      id: "mca-filings",
      name: "Forms filed with the ROC so far",
      explanation:
        "Copies or SRNs of forms already filed, such as INC-20A, DIR-12, PAS-3, ADT-1, AOC-4 and MGT-7; we can also view them on the MCA portal.",
      required: false,
    },
    {
      id: "auditor-details",
      name: "Auditor's appointment and consent",
      explanation: "The auditor's name, firm registration number, consent letter and the resolution appointing them.",
      required: false,
    },
    {
      id: "director-dsc",
      name: "Directors' digital signatures (DSC)",
      explanation:
        "Valid Class 3 DSCs of the directors who will sign forms; we can arrange new ones if they have expired.",
      required: false,
    },
  ],
  "company-secretary-services:asf": [
    {
      id: "audited-financial-statements",
      name: "Audited financial statements",
      explanation:
        "Signed balance sheet, profit and loss account, notes, cash flow statement where required and the auditor's report, with CARO where applicable.",
      required: true,
    },
    {
      id: "meeting-details",
      name: "AGM and board meeting details",
      explanation:
        "Dates and minutes of the board meeting that approved the accounts and of the AGM that adopted them (an OPC holds no AGM), and meetings held in the year.",
      required: true,
    },
    {
      id: "shareholder-details",
      name: "Shareholder details",
      explanation:
        "Members' names, addresses and shareholding at the year end, with any allotments or transfers during the year, for MGT-7 or MGT-7A.",
      required: true,
    },
    {
      id: "mca-portal-access",
      name: "MCA portal access",
      explanation:
        "Access to the company's MCA V3 account. We will arrange access with you separately, using OTP where needed; never send passwords by email.",
      required: true,
    },
    {
      id: "director-dsc",
      name: "Directors' digital signatures (DSC)",
      explanation:
        "Valid Class 3 DSCs of the directors who will sign AOC-4 and MGT-7 or MGT-7A; we can arrange new ones if they have expired.",
      required: true,
    },
    {
      id: "director-kyc",
      name: "Directors' KYC details",
      explanation:
        "For DIN holders whose DIR-3 KYC is due: PAN, Aadhaar (or passport for foreign nationals), and a personal mobile and email for OTP verification.",
      required: false,
    },
    {
      id: "auditor-details",
      name: "Auditor's appointment and consent",
      explanation:
        "For ADT-1, if an auditor is appointed or reappointed: the auditor's consent letter, eligibility certificate and the appointing resolution.",
      required: false,
    },
    {
      id: "director-disclosures",
      name: "Directors' DIR-8 and MBP-1 disclosures",
      explanation:
        "Each director's annual declaration of non-disqualification (DIR-8) and disclosure of interest in other entities (MBP-1), signed.",
      required: false,
    },
  ],

  // Auditing services

  "auditing-services:tax_audits": [
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "Trial balance, ledgers, profit and loss account and balance sheet for the year from your accounting software, with vouchers available for checking.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation:
        "Statements of all business bank accounts for the full year, to verify receipts, payments and balances.",
      required: true,
    },
    {
      id: "efiling-portal-access",
      name: "Access to your e-filing account",
      explanation:
        "You must add us as your tax auditor on the e-filing portal and accept the uploaded report. We will guide you and arrange OTP-based access separately.",
      required: true,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation: "GSTR-1, GSTR-3B and GSTR-9 if filed, for reporting turnover and GST details in Form 3CD.",
      required: false,
    },
    {
      id: "tds-returns",
      name: "TDS returns and challans",
      explanation:
        "Quarterly TDS and TCS returns and challans, since Form 3CD reports delays and failures in deducting or paying TDS.",
      required: false,
    },
    {
      id: "fixed-asset-register",
      name: "Fixed asset register and invoices",
      explanation:
        "Assets bought and sold in the year, with invoices and dates put to use, for depreciation under income tax rules.",
      required: false,
    },
    {
      id: "loans-and-deposits",
      name: "Loans and deposits taken or repaid",
      explanation:
        "Statements and details of loans and deposits taken or repaid during the year, including any in cash.",
      required: false,
    },
    {
      id: "stock-records",
      name: "Stock records",
      explanation:
        "Opening and closing stock with quantities, and quantity details of goods traded or manufactured, for Form 3CD.",
      required: false,
    },
    {
      id: "msme-creditors",
      name: "List of MSME suppliers and payments",
      explanation:
        "Udyam status of your suppliers and payments to micro and small enterprises made after 45 days, which are disallowed under section 43B(h).",
      required: false,
    },
    {
      id: "previous-audit-report",
      name: "Previous audit reports",
      explanation: "The previous year's Form 3CA or 3CB and 3CD, for opening figures and consistency.",
      required: false,
    },
  ],
  "auditing-services:corporate_audits": [
    {
      id: "books-of-account",
      name: "Books of account",
      explanation:
        "Final trial balance, ledgers and draft financial statements for the year from your accounting software, with vouchers available for checking.",
      required: true,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation: "Statements of all bank accounts for the year and bank balance confirmations as at 31 March.",
      required: true,
    },
    {
      id: "statutory-registers",
      name: "Statutory registers and minutes",
      explanation:
        "Minutes of board and general meetings, and registers of members, charges and contracts with related parties, for the year.",
      required: true,
    },
    {
      id: "previous-audit-report",
      name: "Previous audit reports",
      explanation:
        "The previous year's audited financial statements and auditor's report. Not needed in the first year.",
      required: false,
    },
    {
      id: "fixed-asset-register",
      name: "Fixed asset register and invoices",
      explanation:
        "The register of property, plant and equipment with additions, disposals and physical verification records.",
      required: false,
    },
    {
      id: "stock-records",
      name: "Stock records",
      explanation:
        "Stock registers, valuation working and the results of physical verification of inventory at the year end.",
      required: false,
    },
    {
      id: "loan-statements",
      name: "Loan statements",
      explanation:
        "Sanction letters, lender statements and balance confirmations for all borrowings, with security details.",
      required: false,
    },
    {
      id: "debtors-creditors",
      name: "Debtor and creditor lists",
      explanation:
        "Year-end ageing lists of receivables and payables, with balance confirmations for significant parties.",
      required: false,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation: "GSTR-1, GSTR-3B and GSTR-9 for the year, to reconcile turnover and GST balances with the books.",
      required: false,
    },
    {
      id: "tds-returns",
      name: "TDS returns and challans",
      explanation: "Quarterly TDS and TCS returns and challans, to verify that statutory dues were deposited on time.",
      required: false,
    },
  ],
  "auditing-services:internal_audits": [
    {
      id: "audit-scope",
      name: "Audit scope and areas of concern",
      explanation:
        "The areas you want covered (such as purchases, sales, payroll or inventory), the period, and any concerns or audit committee instructions.",
      required: true,
    },
    {
      id: "process-documents",
      name: "Policies and procedures",
      explanation:
        "Written policies, standard operating procedures and delegation of authority, or a note of how things are done if nothing is written.",
      required: true,
    },
    {
      id: "system-access",
      name: "Read-only access to your systems",
      explanation:
        "Read-only access to your accounting or ERP system, or exports of ledgers and transaction reports for the audit period.",
      required: true,
    },
    {
      id: "organisation-chart",
      name: "Organisation chart",
      explanation: "Departments, key people and their responsibilities, and who approves what.",
      required: false,
    },
    {
      id: "previous-audit-report",
      name: "Previous audit reports",
      explanation:
        "Earlier internal audit reports with management's action-taken notes, so open points can be followed up.",
      required: false,
    },
    {
      id: "contracts",
      name: "Key contracts and purchase orders",
      explanation: "Agreements with major customers and suppliers, rate contracts and purchase orders for the period.",
      required: false,
    },
    {
      id: "statutory-compliance-records",
      name: "Statutory compliance records",
      explanation: "GST, TDS, PF, ESI and professional tax returns and challans, to test compliance.",
      required: false,
    },
    {
      id: "bank-statements",
      name: "Bank statements",
      explanation: "Statements of business bank accounts for the audit period, to test payments and receipts.",
      required: false,
    },
  ],
  "auditing-services:concurrent_audits": [
    {
      id: "appointment-letter",
      name: "Appointment letter and audit scope",
      explanation:
        "The letter of appointment from the bank or management, with the scope, areas to cover and the reporting format.",
      required: true,
    },
    {
      id: "system-access",
      name: "Read-only access to your systems",
      explanation:
        "Read-only access to the system where transactions are recorded, or daily transaction reports for the audit period.",
      required: true,
    },
    {
      id: "transaction-vouchers",
      name: "Daily vouchers and transaction records",
      explanation:
        "Vouchers, cash and clearing records, and documents for high-value transactions in the audit period.",
      required: true,
    },
    {
      id: "previous-audit-report",
      name: "Previous audit reports",
      explanation: "Earlier reports and the compliance replies given, so that open issues can be followed up.",
      required: false,
    },
    {
      id: "process-documents",
      name: "Policies and procedures",
      explanation:
        "Circulars and policies on delegated powers, interest rates, charges and procedures that transactions are checked against.",
      required: false,
    },
    {
      id: "loan-files",
      name: "Loan and advance files",
      explanation:
        "Sanction, documentation and disbursement files for loans and advances sanctioned or renewed in the period.",
      required: false,
    },
    {
      id: "kyc-records",
      name: "KYC records for new accounts",
      explanation: "Account opening forms and KYC documents for accounts opened during the period.",
      required: false,
    },
  ],
  "auditing-services:stock_audits": [
    {
      id: "sanction-letter",
      name: "Loan sanction letter and bank's audit mandate",
      explanation:
        "The working capital sanction terms, including drawing power margins, and the lender's letter appointing the stock auditor with its report format.",
      required: true,
    },
    {
      id: "stock-statements",
      name: "Stock statements submitted to the bank",
      explanation: "Monthly or quarterly stock and book-debt statements filed with the bank for the audit period.",
      required: true,
    },
    {
      id: "stock-records",
      name: "Stock records",
      explanation:
        "Item-wise quantity and value of raw materials, work in progress and finished goods as per books on the audit date, with the valuation method.",
      required: true,
    },
    {
      id: "stock-locations",
      name: "List of godowns and stock locations",
      explanation: "Addresses of all places where stock is kept, including stock with job workers or in transit.",
      required: true,
    },
    {
      id: "debtors-creditors",
      name: "Debtor and creditor lists",
      explanation:
        "Age-wise lists of receivables and payables on the audit date, to check the book debts shown to the bank.",
      required: true,
    },
    {
      id: "recent-purchase-invoices",
      name: "Recent purchase invoices",
      explanation: "Latest purchase invoices for the main items, to check the rates used to value stock.",
      required: false,
    },
    {
      id: "insurance-policy",
      name: "Stock insurance policy",
      explanation:
        "The current policy covering stock against fire and theft, showing the sum insured and the bank's interest.",
      required: false,
    },
    {
      id: "gst-returns",
      name: "GST returns filed",
      explanation: "GSTR-1 and GSTR-3B, to compare sales shown to the bank with those reported under GST.",
      required: false,
    },
    {
      id: "cc-account-statement",
      name: "Cash credit account statement",
      explanation:
        "Statement of the cash credit or overdraft account for the period, to check drawings against drawing power.",
      required: false,
    },
  ],

  // Company registration

  "company-registration:company": [
    {
      id: "pan",
      name: "PAN of each director and shareholder",
      explanation:
        "A copy of the PAN card of every proposed director and individual shareholder. Foreign nationals give their passport instead.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar of each director and shareholder",
      explanation:
        "Aadhaar of each Indian director and shareholder. The name and date of birth must match PAN exactly, or the forms may be sent back.",
      required: true,
    },
    {
      id: "address-proof",
      name: "Recent address proof of each person",
      explanation:
        "A bank statement, or an electricity, phone or mobile bill, in the person's own name and not older than two months.",
      required: true,
    },
    {
      id: "photograph",
      name: "Passport-size photograph",
      explanation:
        "A recent colour photograph against a plain background, used for the digital signature and the forms.",
      required: true,
    },
    {
      id: "contact-details",
      name: "Email and mobile number",
      explanation:
        "A personal email address and mobile number for each director and shareholder, used for DSC and OTP verification on the MCA portal.",
      required: true,
    },
    {
      id: "office-address-proof",
      name: "Proof of office address",
      explanation:
        "An electricity, water or gas bill, or property tax receipt, for the registered office address, not older than two months.",
      required: true,
    },
    {
      id: "owner-noc",
      name: "NOC from the owner and rent agreement",
      explanation:
        "A no-objection certificate from the property owner allowing use as the registered office, and the rent agreement if the premises are rented.",
      required: true,
    },
    {
      id: "proposed-names",
      name: "Proposed names and main business",
      explanation:
        "One or two proposed company names and a short description of the main business, for name approval and the objects in the MOA.",
      required: true,
    },
    {
      id: "capital-details",
      name: "Capital and shareholding plan",
      explanation:
        "The authorised and paid-up capital you want, and how the shares will be split among the shareholders.",
      required: true,
    },
    {
      id: "foreign-national-documents",
      name: "Documents of foreign directors or shareholders",
      explanation:
        "Passport and overseas address proof, notarised and apostilled or consularised in their country, for any foreign national or NRI involved.",
      required: false,
    },
  ],
  "company-registration:llp": [
    {
      id: "pan",
      name: "PAN of each partner",
      explanation:
        "A copy of the PAN card of every proposed designated partner and partner. Foreign nationals give their passport instead.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar of each partner",
      explanation:
        "Aadhaar of each Indian partner. The name and date of birth must match PAN exactly, or the forms may be sent back.",
      required: true,
    },
    {
      id: "address-proof",
      name: "Recent address proof of each person",
      explanation:
        "A bank statement, or an electricity, phone or mobile bill, in the person's own name and not older than two months.",
      required: true,
    },
    {
      id: "photograph",
      name: "Passport-size photograph",
      explanation:
        "A recent colour photograph against a plain background, used for the digital signature and the forms.",
      required: true,
    },
    {
      id: "contact-details",
      name: "Email and mobile number",
      explanation:
        "A personal email address and mobile number for each partner, used for DSC and OTP verification on the MCA portal.",
      required: true,
    },
    {
      id: "office-address-proof",
      name: "Proof of office address",
      explanation:
        "An electricity, water or gas bill, or property tax receipt, for the registered office address, not older than two months.",
      required: true,
    },
    {
      id: "owner-noc",
      name: "NOC from the owner and rent agreement",
      explanation:
        "A no-objection certificate from the property owner allowing use as the registered office, and the rent agreement if the premises are rented.",
      required: true,
    },
    {
      id: "proposed-names",
      name: "Proposed names and main business",
      explanation:
        "One or two proposed LLP names and a short description of the business, for name reservation and the FiLLiP form.",
      required: true,
    },
    {
      id: "contribution-details",
      name: "Partners' contribution and profit shares",
      explanation:
        "The amount each partner will contribute and the profit-sharing ratio, for FiLLiP and the LLP agreement filed in Form 3.",
      required: true,
    },
    {
      id: "llp-agreement-terms",
      name: "Terms you want in the LLP agreement",
      explanation:
        "Any points you want covered, such as partners' duties, admission and exit of partners, and who operates the bank account; we draft the rest.",
      required: false,
    },
  ],
  "company-registration:opc": [
    {
      id: "pan",
      name: "PAN of the member and director",
      explanation: "A copy of the PAN card of the sole member and of any other proposed director.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar of the member and director",
      explanation:
        "Aadhaar of the sole member and any other director. The name and date of birth must match PAN exactly, or the forms may be sent back.",
      required: true,
    },
    {
      id: "address-proof",
      name: "Recent address proof of each person",
      explanation:
        "A bank statement, or an electricity, phone or mobile bill, in the person's own name and not older than two months.",
      required: true,
    },
    {
      id: "photograph",
      name: "Passport-size photograph",
      explanation:
        "A recent colour photograph of the member and each director, against a plain background, for the DSC and the forms.",
      required: true,
    },
    {
      id: "contact-details",
      name: "Email and mobile number",
      explanation:
        "A personal email address and mobile number for the member and each director, used for DSC and OTP verification on the MCA portal.",
      required: true,
    },
    {
      id: "nominee-details",
      name: "Nominee's PAN, Aadhaar and consent",
      explanation:
        "PAN, Aadhaar and address proof of the nominee, who must be an individual and an Indian citizen, and the nominee's signed consent in Form INC-3.",
      required: true,
    },
    {
      id: "office-address-proof",
      name: "Proof of office address",
      explanation:
        "An electricity, water or gas bill, or property tax receipt, for the registered office address, not older than two months.",
      required: true,
    },
    {
      id: "owner-noc",
      name: "NOC from the owner and rent agreement",
      explanation:
        "A no-objection certificate from the property owner allowing use as the registered office, and the rent agreement if the premises are rented.",
      required: true,
    },
    {
      id: "proposed-names",
      name: "Proposed names and main business",
      explanation:
        "One or two proposed names ending in (OPC) Private Limited and a short description of the business, for name approval and the MOA.",
      required: true,
    },
    {
      id: "capital-details",
      name: "Capital and shareholding plan",
      explanation: "The authorised and paid-up capital you want the company to start with.",
      required: true,
    },
  ],

  // Trademark, ISO and other registrations

  "trademark-services:trademark": [
    {
      id: "brand-name-logo",
      name: "Brand name or logo",
      explanation:
        "The exact word mark, and the logo in JPG format if you want it protected, as it appears or will appear on your products or website.",
      required: true,
    },
    {
      id: "goods-services-description",
      name: "Description of your goods or services",
      explanation:
        "What you sell or plan to sell under the brand, so that we can choose the right class or classes out of the 45.",
      required: true,
    },
    {
      id: "applicant-details",
      name: "Applicant's legal name and address",
      explanation:
        "The name and address of the individual, firm, LLP or company applying, exactly as in its PAN or registration documents.",
      required: true,
    },
    {
      id: "pan",
      name: "PAN of the applicant",
      explanation: "A copy of the PAN card of the individual or business that will own the trademark.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar of the applicant or signatory",
      explanation:
        "Identity proof of the individual applicant, or of the partner or director who signs for the business.",
      required: false,
    },
    {
      id: "business-registration",
      name: "Business registration documents",
      explanation:
        "For a firm, LLP or company applicant: the deed or certificate of incorporation showing its legal name.",
      required: false,
    },
    {
      id: "msme-startup-certificate",
      name: "Udyam or DPIIT startup certificate",
      explanation:
        "For a business applicant, this qualifies it for the lower official fee of ₹4,500 per class instead of ₹9,000. Individuals pay the lower fee anyway.",
      required: false,
    },
    {
      id: "proof-of-use",
      name: "Proof of first use of the mark",
      explanation:
        "If you have used the brand before filing: dated invoices, advertisements or website pages showing it, to support a claim of prior use.",
      required: false,
    },
  ],
  "trademark-services:copyright": [
    {
      id: "business-registration",
      name: "Business registration documents",
      explanation:
        "Certificate of incorporation, partnership deed, GST or Udyam certificate, showing the legal name and address to appear on the ISO certificate.",
      required: true,
    },
    {
      id: "certification-scope",
      name: "Standard, scope and sites to be certified",
      explanation:
        "Which standard you need (such as ISO 9001, 14001 or 27001), and which products, services and site addresses the certificate should cover.",
      required: true,
    },
    {
      id: "organisation-chart",
      name: "Organisation chart",
      explanation:
        "Departments, key people and their responsibilities, and headcount at each site; certification bodies base the audit length on headcount.",
      required: true,
    },
    {
      id: "process-documents",
      name: "Policies and procedures",
      explanation:
        "Any manuals, procedures, checklists or quality, environmental or security records you already keep, for the gap analysis.",
      required: false,
    },
    {
      id: "licences",
      name: "Statutory licences and approvals",
      explanation:
        "Licences for your activity, such as factory licence, pollution control consent or FSSAI licence, which the auditor checks, especially for ISO 14001.",
      required: false,
    },
    {
      id: "customer-feedback",
      name: "Customer feedback and complaint records",
      explanation: "Complaints, feedback and how they were handled, which ISO 9001 auditors ask to see.",
      required: false,
    },
    {
      id: "previous-certificate",
      name: "Current or earlier ISO certificate",
      explanation:
        "If you are renewing or changing certification body: the current certificate and the latest audit report.",
      required: false,
    },
  ],
  "trademark-services:others": [
    {
      id: "pan",
      name: "PAN of the business or proprietor",
      explanation: "PAN of the proprietor, firm, LLP or company; Udyam and IEC are both issued against PAN.",
      required: true,
    },
    {
      id: "aadhaar",
      name: "Aadhaar of the proprietor, partner or director",
      explanation:
        "Udyam registration is verified by an OTP on the Aadhaar of the proprietor, managing partner or authorised director.",
      required: true,
    },
    {
      id: "office-address-proof",
      name: "Proof of office address",
      explanation:
        "Rent agreement, ownership document or a recent utility bill for the premises, needed for FSSAI, IEC and shop and establishment registration.",
      required: true,
    },
    {
      id: "contact-details",
      name: "Email and mobile number",
      explanation:
        "An email address and mobile number for the business, used for OTP verification and for the registration certificates.",
      required: true,
    },
    {
      id: "business-registration",
      name: "Business registration documents",
      explanation: "For a firm, LLP or company: the partnership deed, LLP agreement or certificate of incorporation.",
      required: false,
    },
    {
      id: "cancelled-cheque",
      name: "Cancelled cheque or bank certificate",
      explanation: "A cancelled cheque or bank certificate for the business current account, required for an IEC.",
      required: false,
    },
    {
      id: "photograph",
      name: "Passport-size photograph",
      explanation:
        "A recent passport-size photograph of the proprietor, partner or director, needed for FSSAI and some state registrations.",
      required: false,
    },
    {
      id: "food-business-details",
      name: "Food products and expected turnover",
      explanation:
        "For FSSAI: the food items you make, sell, store or serve, and expected annual turnover, which decides between registration and a licence.",
      required: false,
    },
    {
      id: "employee-details",
      name: "Number of employees",
      explanation: "How many people work at each premises, asked for in shop and establishment registration and Udyam.",
      required: false,
    },
    {
      id: "gst-certificate",
      name: "GST registration certificate",
      explanation:
        "If you are registered under GST; useful for IEC and Udyam, which draws turnover from GST and income tax data.",
      required: false,
    },
  ],
} as const satisfies Record<string, readonly ChecklistItem[]>;

export const CHECKLISTS: Readonly<Record<string, readonly ChecklistItem[]>> = LISTS;

/**
 * The shape of a translation of the checklists (checklists.hi.ts,
 * checklists.or.ts): every option's key and every item's id, each with its
 * name and explanation in that language; a missing or extra one fails tsc.
 */
export type ChecklistTranslation = {
  readonly [Key in keyof typeof LISTS]: {
    readonly [Id in (typeof LISTS)[Key][number]["id"]]: { readonly name: string; readonly explanation: string };
  };
};

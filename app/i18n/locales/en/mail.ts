// Every email to a client (issue 39): the frame (app/mail/mail.server.ts)
// and each email's words, made where the email is. Never leaves the server.
// The firm's own copies stay English and are written where they are made.
export default {
  frame: {
    greeting: "Dear {{name}},",
    phone: "Phone: {{phone}}",
    email: "Email: {{email}}",
    payWithUpiText: "Pay {{amount}} with a UPI app: {{url}}",
    payWithUpi: "Pay with a UPI app",
    upiQrAlt: "UPI QR code to pay {{amount}}",
    buttonFallback: "If the button does not work, copy this link into your browser:",
    openBooking: "Open your booking",
  },
  freshLink: {
    subject: "Your link to booking {{bookingId}}",
    body: "Here is a fresh link to your booking {{bookingId}}. It signs you in on this site, works once, and expires in {{days}} days.",
    ignore: "If you did not ask for it, you can ignore this email: nobody else can use the link.",
  },
  received: {
    subject: "Booking {{bookingId}} received",
    thanks:
      "Thank you for booking with {{firm}}. Your booking id is {{bookingId}}. Please keep it: you need it to add documents later.",
    reference: "Your booking reference is {{reference}}: say it when you call us, or write it when you email us.",
    total:
      "Total: {{total}}. Services marked On Request are quoted by our team before any work starts. No upfront payment is required.",
    documentsCame_one: "We received {{count}} document with your booking; they are listed below.",
    documentsCame_other: "We received {{count}} documents with your booking; they are listed below.",
    noDocuments: "No documents came with this booking.",
    bookingPage:
      "Your booking page shows what we still need, where your work stands and our messages; you can send documents there. The button below opens it and signs you in; it works once, for {{days}} days, and every email we send about this booking carries a fresh one.",
    checklistHeading: "What we need for {{title}}",
    ifItApplies: "{{name}} (if it applies to you)",
  },
  documents: {
    receivedHeading: "Documents received ({{number}})",
    refusedHeading: "Documents refused ({{number}})",
    receiptSubject: "Documents received for booking {{bookingId}}",
    receipt: "We have received these documents for your booking {{bookingId}}.",
    stillNeeded: "Still needed",
    neededSubject: "Documents needed for booking {{bookingId}}",
    neededForWorkSubject: "Documents needed for {{work}}",
    needed: "To go on with your booking {{bookingId}}, we need the documents below.",
    neededBy: "To go on with your booking {{bookingId}}, we need the documents below, by {{day}}.",
    neededForWork: "For {{work}} (our reference {{bookingId}}), we need the documents below.",
    neededForWorkBy: "For {{work}} (our reference {{bookingId}}), we need the documents below, by {{day}}.",
    howToUpload:
      "Please upload them on your booking page, choosing for each what it is, so that it is ticked off the list.",
  },
  reminder: {
    documentsSubject: "Reminder: documents needed for booking {{bookingId}}",
    documentsWaiting: "We are still waiting for some documents to go on with your booking {{bookingId}}.",
    documentsHow:
      "Please upload them on your booking page, choosing for each what it is. If you do not have one, reply there and tell us.",
    approvalSubject: "Reminder: your approval is needed for booking {{bookingId}}",
    approvalWaiting: "Version {{version}} of the draft for your booking {{bookingId}} is waiting for your approval.",
    approvalHow: "Please read it on your booking page, then approve it there or ask us a question.",
  },
  draft: {
    subject: "Please approve the draft for booking {{bookingId}}",
    prepared: "We have prepared version {{version}} of the draft for your booking {{bookingId}} for you to check.",
    replaces: "It replaces version {{voided}}, which you approved: that approval no longer counts, so we ask again.",
    how: "Please read the documents and the summary on your booking page, then approve the draft there or ask us a question.",
    summary: "Summary",
    checkAndApprove: "Check and approve",
    outcome: {
      payable: "Tax payable",
      refund: "Refund due to you",
      nil: "No tax payable and no refund",
    },
    figures: "Figures to check",
    note: "Note from us",
    line: "{{label}}: {{text}}",
  },
  invoice: {
    subject: "Invoice {{number}} for booking {{bookingId}}",
    attached:
      "Here is our tax invoice {{number}} for your booking {{bookingId}}, for {{amount}} including GST. The PDF is attached.",
    howToPay:
      "You can pay from any UPI app: scan the QR code below, or on your phone tap 'Pay with a UPI app'. Then open the invoice on your booking page, choose 'I have paid' and enter the 12-digit UPI reference (UTR) from your app, so that we can match your payment.",
    open: "Open the invoice",
  },
  filed: {
    what: "{{form}} for {{period}}",
    subject: "Filed: {{what}}",
    body: "We filed your {{what}} on {{day}}. Acknowledgement number: {{acknowledgement}}.",
    onBookingPage:
      "The acknowledgement is on your booking page and under Filed returns: please keep it with your records.",
    underFiledReturns: "It is listed under Filed returns on your account.",
    seeFiledReturns: "See your filed returns",
  },
  creditNote: {
    subject: "Credit note {{creditNote}} for invoice {{number}}",
    body: "We have cancelled our invoice {{number}} of {{day}} ({{amount}}) with credit note {{creditNote}}. Reason: {{reason}}",
    noNeedToPay:
      "You do not need to pay the cancelled invoice. If we issue a corrected one, it will come in a separate email.",
  },
  deliverable: {
    subject: "A document from us for booking {{bookingId}}",
    added: "We have added a document to your booking {{bookingId}}: {{label}} ({{fileName}}).",
    download: "Please download it from your booking page and keep it with your records.",
  },
  payment: {
    receiptSubject: "Receipt: payment received for invoice {{number}}",
    received: "Thank you. We have received {{amount}} against our invoice {{number}} ({{how}}) on {{day}}.",
    how: "{{method}}, reference {{reference}}",
    methods: { upi: "UPI", "bank-transfer": "Bank transfer", cash: "Cash", cheque: "Cheque" },
    paidInFull: "The invoice is now paid in full. The paid invoice is attached for your records.",
    balance: "{{amount}} of the invoice is still to be paid.",
    notFoundSubject: "We could not find your payment for invoice {{number}}",
    notFound:
      "We checked our bank statement for the payment you reported against invoice {{number}} and could not match it: {{reason}}",
    checkUtr:
      "Please check the 12-digit UPI reference (UTR) in your UPI app's payment details and report it again on the invoice page, or reply on your booking page.",
  },
  invoiceReminder: {
    subject: "Reminder: invoice {{number}} is unpaid",
    unpaid: "Our invoice {{number}} of {{day}} for your booking {{bookingId}} is still unpaid: {{amount}}.",
    howToPay:
      "You can pay from any UPI app with the QR code below, or on your phone with 'Pay with a UPI app'. Then choose 'I have paid' on the invoice page and enter the 12-digit UPI reference (UTR). If you have already paid, please report it there so that we can match it.",
  },
  retention: {
    documentsSubject: "Your documents for booking {{bookingId}} will be deleted on {{day}}",
    deliverablesSubject: "The documents we sent you for booking {{bookingId}} will be deleted on {{day}}",
    documentsWhat: "the documents you uploaded",
    deliverablesWhat: "the documents we sent you (acknowledgements, computations)",
    closed:
      "Your booking {{bookingId}} was closed on {{closedOn}}. As our privacy notice says ({{privacyUrl}}), we keep {{what}} for {{months}} months after a booking is closed, then delete them: we no longer need them for the work, and the law asks us not to keep personal data longer than that.",
    deleteOn:
      "The documents below will be deleted on {{day}}. If you want to keep copies, download them from your booking page before then. The record of your booking itself stays.",
    toBeDeleted: "To be deleted ({{number}})",
  },
  approvalCode: {
    subject: "Your code to approve the draft for booking {{bookingId}}",
    code: "Your code to approve version {{version}} of the draft for booking {{bookingId}} is {{code}}.",
    enter: "Enter it on your booking page within {{minutes}} minutes. It works once.",
    notYou: "If you did not ask for it, do not share it with anyone, and tell us.",
  },
  account: {
    hello: "Hello,",
    resetSubject: "Reset your password",
    resetRequested:
      "We received a request to reset the password of your account. The link below works once and expires in one hour.",
    resetIgnore: "If you did not ask for this, you can ignore this email: your password stays as it is.",
    resetButton: "Set a new password",
    verifySubject: "Verify your email address",
    verifyThanks:
      "Thank you for registering. Please confirm that this is your email address; the link expires in 24 hours.",
    verifyThen: "Once verified, log in to see your bookings and their status.",
    verifyNotYou:
      "If you did not register on our site, someone else typed your address: ignore this email, and nobody can log in with your address. If you open the link on a device where you did not register, it asks you to choose your own password, and any password someone else chose stops working.",
    verifyButton: "Verify my email",
    signInSubject: "Your sign-in link",
    signInAsked:
      "Someone, probably you, asked on our website for a link to sign in to your account. The button below signs you in: it works once, for {{days}} days, and only until another link is sent.",
    signInNotYou:
      "If it was not you, ignore this email: the link is of no use to anyone who cannot read it, and your password stays as it is.",
    signInButton: "Sign in",
  },
  erasure: {
    greeting: "Dear client,",
    erasedSubject: "Your data has been erased",
    refusedSubject: "About your request to erase your data",
    erased:
      "As you asked, we have erased your documents, messages and enquiries, and the personal details of your bookings.",
    kept: "We keep only what the law obliges us to keep: that each booking was made, for which services and at what price, without your name or contact details; and the tax invoices we issued you, which GST law requires us to keep for six years.",
    cannot: "We cannot erase your data yet, for this reason:",
    askAgain:
      "You may ask again when it no longer applies, or write to our Grievance Officer (see {{privacyPath}} on our site).",
    readPolicy: "Read our privacy policy",
  },
  challan: {
    taxes: { gst: "GST", "income-tax": "Income tax" },
    describe: "{{tax}} for {{period}}: pay {{amount}} to the government by {{day}}",
    recordedSubject: "Tax to pay by {{day}}: {{tax}} for {{period}}",
    notOurFee:
      "{{describe}}. This is tax you pay to the government yourself, through your bank: it is not our fee, and we never collect it.",
    amount: "Amount: {{amount}}{{words}}, to {{payee}}. {{referenceName}}: {{reference}}.",
    payees: {
      gst: "the Government of India and your state, through the GST portal",
      "income-tax": "the Income Tax Department, through the {{service}} service",
    },
    byHead: "By head: {{lines}}.",
    headLine: "{{head}} {{part}} {{amount}}",
    heads: {
      compensationCess: "Compensation cess",
      advance: "Advance tax (100)",
      selfAssessment: "Self-assessment tax (300)",
    },
    parts: { tax: "tax", interest: "interest", fee: "late fee" },
    step: "{{number}}. {{step}}",
    menuThen: ", then ",
    howToPay: {
      gst: {
        s1: "Log in at {{site}} with your GST username and password.",
        s2: "Open {{menu}}, and choose the challan with the CPIN above.",
        s3: "Pay by net banking, UPI, debit or credit card from your bank. You can also pay by NEFT or RTGS from any bank: download the mandate form and give it to your bank.",
        s4: "Your bank gives you a CIN when the payment succeeds: enter it below so that we can file.",
      },
      "income-tax": {
        s1: "Log in at {{site}} with your PAN and password.",
        s2: "Open {{menu}}, and choose the challan with the CRN above.",
        s3: "Pay by net banking, UPI, debit card or the payment gateway of your bank. You can also pay by NEFT or RTGS: download the mandate form and give it to your bank.",
        s4: "The receipt shows a CIN when the payment succeeds: enter it below so that we can file.",
      },
    },
    seeAmounts: "See the amounts and report it paid",
    paidSubject: "Tax paid: {{tax}} for {{period}}",
    paid: "We have checked on the portal that your {{tax}} of {{amount}} for {{period}} is paid (CIN {{cin}}). Thank you.",
    sentBackSubject: "We could not find your payment: {{tax}} for {{period}}",
    sentBack: "We could not confirm the payment you reported for {{tax}} for {{period}}: {{note}}",
    stillToPay:
      "It still needs to be paid by {{day}}. If you have paid, please check the CIN on your bank's receipt and report it again.",
    seeChallan: "See the challan",
    cancelledSubject: "Challan cancelled: {{tax}} for {{period}}",
    cancelled:
      "Please do not pay the challan {{reference}} of {{amount}} for {{tax}} for {{period}}: we have cancelled it. If a new amount is due, we will send it separately.",
    reminderSubject: "Reminder: tax to pay by {{day}}",
    lateCostsInterest: "{{describe}}. Tax paid late costs interest.",
    reportIfPaid: "If you have paid, please report it with the CIN from your bank's receipt.",
    reportPaid: "Report it paid",
  },
  dueDates: {
    confirmSubject: "Confirm your tax due date reminders",
    confirmAsked:
      "Someone, probably you, asked on our website for an email {{days}} days before each tax due date for: {{profile}}.",
    confirmHow:
      "To start the reminders, confirm with the button below. If it was not you, ignore this email: without the confirmation we send nothing more.",
    confirmUnsubscribe: "Each reminder has a link to unsubscribe in one click.",
    confirmButton: "Confirm my reminders",
    profiles: {
      salaried: "Salaried",
      "gst-monthly": "Business under GST, monthly returns",
      "gst-qrmp": "Business under GST, quarterly returns (QRMP)",
      company: "Company",
      llp: "LLP",
    },
    subject: "Due on {{day}}: {{name}}",
    due: "{{name}} is due on {{day}} ({{when}}).",
    today: "today",
    tomorrow: "tomorrow",
    inDays: "in {{number}} days",
    who: "Who: {{who}}",
    lateFee: "Late fee: {{lateFee}}",
    source: "Source: {{source}}",
    why: "You get this reminder because you asked for the due dates for: {{profile}}. To stop these reminders, open this link (one click, nothing to fill in): {{url}}",
    seeAll: "See all due dates",
  },
  stage: {
    subject: "Booking {{bookingId}}: {{stage}}",
    moved: "Your booking {{bookingId}} has moved to: {{stage}}.",
    names: {
      documentsRequested: "Documents requested",
      documentsReceived: "Documents received",
      sentForApproval: "Sent for your approval",
      filed: "Filed / Submitted",
    },
    emails: {
      documentsRequested:
        "We need some documents from you before we can start. Your booking page lists what is still needed; you can upload them there.",
      documentsReceived:
        "We have received the documents we need. We will let you know when your work is ready for your approval.",
      sentForApproval:
        "Your work is ready for you to check. Please read it on your booking page and reply there with your approval or any changes.",
      filed:
        "We have filed or submitted your work. The acknowledgement and any other documents are on your booking page to download.",
    },
  },
  closed: {
    subject: "Work complete on booking {{bookingId}}",
    body: "We have completed the work on your booking {{bookingId}} and closed it. Thank you for choosing us.",
    download: "Please download what we delivered from your booking page and keep it with your records.",
    history: "Your booking page keeps its history and documents.",
    delivered: "Delivered",
  },
  message: {
    subject: "New message about booking {{bookingId}}",
    intro: "We have written to you about your booking {{bookingId}}:",
    cut: "{{start}}… (the rest is on your booking page)",
  },
  digest: {
    subject: "{{number}} updates on your booking {{bookingId}}",
    intro: "Here is what has happened on your booking {{bookingId}} in the last few minutes.",
  },
  whatsapp: {
    yourBooking: "your booking {{reference}}",
    stopped:
      "You will get no more WhatsApp messages from {{firm}}. Your notices will come by email. To have them on WhatsApp again, choose WhatsApp on your dashboard on our site.",
    unknown:
      "Hello, this is {{firm}}. We could not find any work of ours for this number, so we have not kept your message. Please write to us at {{email}} or call {{phone}}.",
    noOpenWork:
      "Thank you. You have no open work with us just now, so we have not kept this message. Please write to us at {{email}} or call {{phone}}.",
    whichWork: "Which of your work with us is this for? Choose one, and we will add what you sent to it.",
    chooseWork: "Choose the work",
    documentKept: "Thank you. We have received your document for {{reference}}; it is on your booking page.",
    documentRefused:
      "We could not keep the file you sent. We take PDF, JPG, PNG and HEIC files of at most {{megabytes}} MB. Please send it again as one of those, or upload it on your booking page.",
  },
} as const;

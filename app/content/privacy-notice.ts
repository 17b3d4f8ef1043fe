// The privacy notice for clients (/privacy, issue 22), its words; the page's
// frame is app/routes/privacy.tsx. The operators' side (data map, retention,
// breaches) is docs/PRIVACY.md: change both together, and give a change of
// substance a new PRIVACY_NOTICE_VERSION (app/privacy/notice.ts). The Hindi
// and Odia (privacy-notice.hi.ts, .or.ts) have the same sections and items,
// so a missing one fails the type check; the English prevails.
import type { Messages } from "#app/i18n/messages.ts";

/** What the notice says from the site's config: the firm's name, the retention job's months. */
export type NoticeValues = { name: string; documents: number; deliverables: number };

export const getPrivacyNotice = (values: NoticeValues) =>
  ({
    intro: `This notice says, in plain words, what personal data ${values.name} collects through this website, why, how long we keep it, who can see it and what you can ask of us. It follows the Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025.`,
    collected: {
      heading: "What we collect",
      items: [
        "Your name, email address and phone number, when you book a service, create an account or send us an enquiry. A partner enquiry also asks for your address and your firm's details.",
        "The services you book and the instructions you write for us.",
        "The documents you upload, such as PAN and Aadhaar copies, Form 16, bank statements and invoices, and the documents we send you, such as return acknowledgements and computations.",
        "The messages you and we write on your booking page.",
        "Technical records: when you signed in, each time a document was opened and by whom, the internet address and browser a request came from, and our server's log of requests.",
      ],
      paragraphs: [
        "Your password is never stored as you typed it: we keep only a scrambled form that cannot be turned back.",
        "We use only the cookies the site needs to work: to keep you signed in, to hold your cart and to carry a message to the next page. No advertising or analytics cookies, and no trackers from other companies.",
        "Please send papers of a child only as their parent or guardian, and papers of another adult only with their agreement.",
      ],
    },
    purposes: {
      heading: "Why we use it",
      items: [
        "To do the work you booked: to prepare and file your returns, registrations and replies, and to tell you how the work is going.",
        "To reply to your enquiries.",
        "To keep your account and your documents safe: to know who signed in and who opened a document, and to stop misuse of the site.",
        "To meet our duties under the law, such as the records chartered accountants must keep, or a tax authority's notice.",
      ],
      paragraphs: [
        "Each form that takes your details asks you to agree to this notice for that purpose, in a box that is never ticked for you; we record which version you agreed to and when. Reminders of tax due dates and news from the firm come only if you tick a separate, optional box, and saying no never affects your work with us. The due-date reminders of our free calendar (/tools/due-dates) start only after you confirm them from an email, and every reminder has a link that stops them in one click. You can withdraw any consent from your dashboard (My bookings, Your consents) as easily as you gave it.",
      ],
    },
    periods: {
      heading: "How long we keep it",
      // The documents' periods are the retention job's own (RETENTION_MONTHS…).
      items: [
        `Documents you upload: deleted ${values.documents} months after your booking is closed. We email you 30 days before, so that you can keep copies. We keep a document longer only if a law obliges us to, and only for as long as it does.`,
        `Documents we send you (acknowledgements, computations): deleted ${values.deliverables} months after your booking is closed, because you may need them if a tax assessment is reopened. We email you 30 days before.`,
        "Your booking record (services, dates, fees, your name and contact details) and its messages: kept with our own accounts for as long as tax law requires us to keep them, currently up to eight years.",
        "Enquiries and partner enquiries: deleted 12 months after you send them.",
        "Your account: until you ask us to close it.",
        "Records of sign-ins and of every opening of a document: kept for at least one year, as the DPDP Rules require, then deleted. Our server's technical logs: 180 days, as CERT-In requires.",
        "Deleted data can remain in our backups for up to 30 days more, until those backups are replaced.",
      ],
      paragraphs: [],
    },
    recipients: {
      heading: "Who can see it",
      items: [
        "You, after you sign in: your bookings, your documents and the documents we send you.",
        "The firm's staff who do the work, each signed in with their own account.",
        "Our email provider, which delivers our emails. Our emails never carry your documents or the text of our messages: they bring you to your booking page.",
        "The company that hosts our server and keeps our backups.",
        "Government authorities, such as the Income Tax Department, the GST Network and the Ministry of Corporate Affairs, when we file for you as part of the work you booked, and any authority the law obliges us to answer.",
      ],
      paragraphs: ["We never sell your personal data, and never share it for advertising."],
    },
    safeguards: {
      heading: "How we protect it",
      items: [
        "Your documents are stored encrypted, each with its own key.",
        "Your booking page and your documents open only after you sign in, with your password or with the sign-in link we email you. Anyone holding only a booking id sees its status, services and date, never your name, contact details or documents.",
        "Every opening of a document is recorded: who opened it, when and from which internet address. Your booking page shows you each time the firm opened one of your documents.",
        "The site is served over an encrypted connection (https).",
      ],
      paragraphs: [
        "If a breach ever affects your data, we will tell you without delay: what happened, what it may mean for you, what we are doing about it and what you can do.",
      ],
    },
    rights: {
      heading: "Your rights",
      items: [
        "Access: a summary of the personal data we hold about you, what we do with it, and with whom we have shared it.",
        "Correction: to correct, complete or update your data.",
        "Erasure: to delete data we no longer need for your work. If a law obliges us to keep something, we tell you what and for how long.",
        "Withdrawing consent: where we rely on your consent, you can withdraw it as easily as you gave it.",
        "Grievance redressal: to have a complaint about how we handle your data looked into and answered.",
        "Nomination: to name someone who may use these rights for you if you die or cannot act yourself.",
      ],
      paragraphs: [
        "To make a request, write to our Grievance Officer (below) from the email address of your booking or account, and give your booking id if you have one. We may ask you to confirm who you are before we show or change anything.",
        "We acknowledge every request within two working days and answer it within 30 days. The DPDP Rules allow at most 90 days for a grievance. If you are not satisfied with our answer, you may then complain to the Data Protection Board of India.",
      ],
    },
    grievanceOfficer: "Grievance Officer",
    changes: {
      heading: "Changes to this notice",
      text: "When this notice changes, the version date at the top changes. If a change affects how we use data you have already given us, we will email you before it applies.",
    },
  }) as const;

/** The notice in another language: every section and item of the English. */
export type PrivacyNoticeTranslation = (values: NoticeValues) => Messages<ReturnType<typeof getPrivacyNotice>>;

// The Terms and Conditions page (/terms-and-conditions).
// One module per page, so a page ships only its own text. The Hindi and Odia
// translations (terms.hi.ts, terms.or.ts) have the same sections and
// paragraphs, so a missing one fails the type check; the English prevails.
import type { Messages } from "#app/i18n/messages.ts";

type TermsSection = {
  heading: string;
  paragraphs: readonly string[];
};

export type TermsContent = {
  effectiveDate: string;
  intro: string;
  sections: readonly TermsSection[];
};

export const TERMS = {
  effectiveDate: "5-May-2025",
  intro:
    "These Terms and Conditions govern your use of this website and the professional services you book through it. Please read them carefully. By browsing the website, booking a service or sharing documents with us, you agree to be bound by these terms.",
  sections: [
    {
      heading: "1. Acceptance of terms",
      paragraphs: [
        "By accessing this website, creating an account, booking a service or uploading documents, you confirm that you have read, understood and accepted these Terms and Conditions. If you do not agree with any part of them, please do not use the website or book our services. These terms apply to every visitor, registered user and client of the Firm.",
        'If you book a service on behalf of a business, trust, society or another person, you confirm that you are authorised to do so and to accept these terms on their behalf. In such cases, references to "you" include the person or entity you represent.',
      ],
    },
    {
      heading: "2. Our services",
      paragraphs: [
        "The Firm provides professional services in income tax, GST, accounting and bookkeeping, audit and assurance, company secretarial compliance, business registrations and trademark filing. The scope of each service is described on its service page. Work that falls outside that description, such as additional notices, extra years or further filings, is not included unless we agree to it in writing.",
        "Information published on this website, including articles, guides and due-date reminders, is for general awareness only. It is not professional advice for your particular situation. Tax and corporate laws change frequently, so please consult us before acting on any general information found on the website.",
      ],
    },
    {
      heading: "3. Client responsibilities and documents",
      paragraphs: [
        "You are responsible for providing complete, accurate and timely information and documents, such as PAN and Aadhaar details, Form 16, bank statements, invoices, purchase and sales registers and previous returns. Our work relies on what you provide. We are not responsible for errors, delays, interest or penalties that arise from incomplete, incorrect or late information.",
        "Before we file any return or application, we may share a draft or summary with you for review. You should check it carefully and confirm it. Where a login, password or one-time password (OTP) is needed to complete a filing on a government portal, you agree to share it promptly when requested.",
      ],
    },
    {
      heading: "4. Fees and payment",
      paragraphs: [
        "Fees for our services are shown on the website against each service. Items marked 'On Request' do not have a fixed price; we will review your requirement and quote a fee before any work starts, and we begin only after you accept the quote. No upfront payment is required to book a service through the website.",
        "Unless stated otherwise, our fees do not include government fees, stamp duty, late fees, interest or penalties payable to any authority. These are payable by you, either directly or through us at actual cost. Payment terms will be communicated when the work is confirmed, and we may withhold filings or deliverables until agreed fees are paid.",
      ],
    },
    {
      heading: "5. Timelines and government portals",
      paragraphs: [
        "We make every reasonable effort to complete work well before the statutory due dates. However, timelines depend on receiving complete documents from you and on the availability of government systems, such as the Income Tax e-filing portal, the GST portal and the MCA portal. Documents received close to a due date may not be processed in time.",
        "We are not responsible for delays, rejections or errors caused by portal downtime, technical glitches, changes in forms or utilities, or processing delays at any government department. Acknowledgements, refunds, registrations and approvals are issued by the relevant authorities, and their timing and outcome are outside our control.",
      ],
    },
    {
      heading: "6. Confidentiality and data protection",
      paragraphs: [
        "We treat all information and documents you share with us as confidential. We use them only to provide the services you have requested and to meet our professional and legal obligations. We do not sell your personal data. We disclose information only when required by law, to government authorities in the course of your work, or with your consent.",
        "We process personal data in accordance with applicable Indian law, including the Digital Personal Data Protection Act, 2023. We take reasonable technical and organisational measures to protect your data against unauthorised access, loss or misuse. You may contact us to access or correct your personal data, or to withdraw consent, subject to record-keeping requirements under law.",
      ],
    },
    {
      heading: "7. Uploaded documents",
      paragraphs: [
        "The website allows you to upload documents in PDF and ZIP format with your booking, within the file size and number limits shown on the upload page. You confirm that you have the right to share every document you upload and that the files are genuine and free of viruses or harmful code.",
        "We retain uploaded documents for as long as needed to provide the service and to meet professional and legal record-keeping requirements, after which they are deleted or archived securely. Please keep your own copies of all documents, because the website is not intended to be a permanent storage service.",
      ],
    },
    {
      heading: "8. Intellectual property",
      paragraphs: [
        "All content on this website, including text, design, logos, graphics and layout, belongs to the Firm or is used with permission. You may view and print pages for your personal, non-commercial use. You may not copy, reproduce, republish or distribute any content without our prior written consent.",
        "Reports, computations and other deliverables that we prepare for you may be used by you for the purpose for which they were prepared. They may not be published or used for any other purpose without our consent. Our working papers, templates, checklists and internal methods remain the property of the Firm.",
      ],
    },
    {
      heading: "9. Limitation of liability",
      paragraphs: [
        "We carry out our work with due professional care. To the maximum extent permitted by law, the Firm's total liability to you for any claim arising out of or in connection with our services or this website, whether in contract, negligence or otherwise, is capped at the fees paid by you to the Firm in the six months preceding the event giving rise to the claim.",
        "We are not liable for any indirect, incidental or consequential loss, including loss of profit, business or opportunity. We are also not liable for any loss arising from incorrect or incomplete information supplied by you, from delays or failures of government portals, or from events beyond our reasonable control.",
      ],
    },
    {
      heading: "10. Termination",
      paragraphs: [
        "You may cancel a booking or end an engagement at any time by writing to us. We may decline or stop work if information is not provided, if fees remain unpaid, if we are asked to act unlawfully or unethically, or if continuing would breach our professional obligations. We may also suspend access to the website for misuse.",
        "On termination, you remain liable to pay for work already completed up to the date of termination. We will return or make available any original documents you have given us. Sections on confidentiality, limitation of liability and governing law continue to apply after termination.",
      ],
    },
    {
      heading: "11. Changes to these terms",
      paragraphs: [
        "We may update these Terms and Conditions from time to time to reflect changes in law, our services or the website. The revised terms will be published on this page with a new effective date. Your continued use of the website or our services after the changes are published means you accept the revised terms.",
        "Engagements already in progress will continue on the terms agreed when the work was confirmed, unless we agree otherwise with you in writing. We encourage you to review this page periodically, especially before booking a new service, so that you are aware of the terms that currently apply.",
      ],
    },
    {
      heading: "12. Governing law and jurisdiction",
      paragraphs: [
        "These Terms and Conditions, and any dispute or claim arising out of or in connection with them, this website or our services, are governed by and interpreted in accordance with the laws of India. The courts of Cuttack, Odisha, India shall have exclusive jurisdiction over all such disputes and claims.",
        "Before approaching a court, we encourage you to contact us so that we can try to resolve the matter amicably. Most concerns can be settled quickly through a direct conversation with the partner responsible for your work, and we will respond to any written complaint within a reasonable time.",
      ],
    },
  ],
} as const satisfies TermsContent;

/** The terms in another language: every section and paragraph of the English. */
export type TermsTranslation = Messages<typeof TERMS>;

// Static page content for the website: terms, about, help centre and home page.
// Values marked `sample: true` are placeholders that the firm must replace with
// real names and details before publishing.

export type TermsSection = {
  heading: string;
  paragraphs: string[];
};

export type TermsContent = {
  effectiveDate: "5-May-2025";
  intro: string;
  sections: TermsSection[];
};

export type AboutValue = {
  title: string;
  text: string;
};

export type AboutLeader = {
  name: string;
  role: string;
  bio: string;
  sample: true;
};

export type AboutContent = {
  heading: string;
  paragraphs: string[];
  values: AboutValue[];
  leaders: AboutLeader[];
};

export type HelpTopic = {
  question: string;
  answer: string;
};

export type HelpContent = {
  heading: string;
  intro: string;
  topics: HelpTopic[];
};

export type TitleText = {
  title: string;
  text: string;
};

export type HomeStat = {
  value: string;
  label: string;
};

export type HomeTestimonial = {
  id: string;
  about: string;
  name: string;
  title: string;
  sample: true;
};

export type HomeContent = {
  hero: { heading: string; subheading: string };
  featureCards: TitleText[];
  stats: HomeStat[];
  features: TitleText[];
  taxFiling: { heading: string; paragraphs: string[]; points: string[] };
  promo: { heading: string; text: string };
  connect: { heading: string; text: string };
  testimonials: HomeTestimonial[];
};

export const TERMS: TermsContent = {
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
};

export const ABOUT: AboutContent = {
  heading: "About us",
  paragraphs: [
    "We are a tax and accounting practice based in Cuttack, Odisha, and we have served clients since 1991. What began as a small practice advising local traders and salaried taxpayers has grown into a team of chartered accountants, company secretaries and tax professionals.",
    "Today we help individuals, professionals, small businesses, startups and companies with income tax, GST, accounting, audit, company secretarial work, business registrations and trademarks. Through this website, phone and WhatsApp, we serve clients across India as well as non-resident Indians (NRIs), without the need for an office visit.",
    "Our approach is simple: understand the client's situation, explain the law in plain language, quote fair and transparent fees, and meet every deadline. Many of the families and businesses we work with have stayed with us for more than a decade.",
  ],
  values: [
    {
      title: "Integrity",
      text: "We give honest advice, even when it is not what a client hoped to hear, and we file only what is correct and supported by records.",
    },
    {
      title: "Confidentiality",
      text: "Your financial information stays private. We use it only for your work and protect it with care.",
    },
    {
      title: "Timeliness",
      text: "We track due dates for our clients and plan our work so that returns and filings are completed on time.",
    },
    {
      title: "Clarity",
      text: "We explain taxes, notices and compliance in simple terms, and we tell you our fee before we start.",
    },
  ],
  leaders: [
    {
      name: "CA Rakesh Mohanty",
      role: "Founder & Managing Partner",
      bio: "Rakesh founded the Firm in 1991 and has led it since. A chartered accountant, he advises individuals, family businesses and companies on income tax, tax planning, audit and assessments. He personally reviews complex cases, including scrutiny notices and appeals, and believes that every client deserves clear advice and a prompt reply.",
      sample: true,
    },
    {
      name: "CS Ananya Das",
      role: "Partner, Company Secretarial & Compliance",
      bio: "Ananya is a company secretary who heads the Firm's corporate compliance practice. She guides startups and private companies through incorporation, ROC filings, board and shareholder meetings, and annual compliance under the Companies Act, 2013. She also handles LLP, GST and trademark registrations, helping new businesses get their paperwork right from the start.",
      sample: true,
    },
  ],
};

export const HELP: HelpContent = {
  heading: "Help Center",
  intro:
    "Answers to common questions about booking services, uploading documents and tracking your work on this website. If you cannot find what you need, please call us, message us on WhatsApp or submit a request.",
  topics: [
    {
      question: "How do I book a service?",
      answer:
        "Open the page of the service you need and choose the options that apply to you. Add it to your cart, then open the cart, 'Services Availed', to review your selection. Fill in the Customer Details form with your name, email address and phone number, and click Proceed to Checkout. No upfront payment is required; we will contact you to confirm the work.",
    },
    {
      question: "What files can I upload, and how many?",
      answer:
        "You can upload PDF and ZIP files only. Each file can be up to 25 MB, and you can attach up to 10 files with a booking. If you have many documents, such as monthly bank statements or invoices, put them into a ZIP file before uploading.",
    },
    {
      question: "Can I add documents after booking?",
      answer:
        "Yes. Go to Search Past Bookings at /past-booking-details and enter the booking ID shown in your confirmation email. You can then open the booking and upload any additional documents, within the same limit of 10 files per booking.",
    },
    {
      question: "What does 'On Request' mean?",
      answer:
        "Some services, such as replies to tax notices, audits or larger compliance work, depend on the facts of each case. For these, the price is shown as 'On Request'. You can book the service without paying anything; we will review your case and documents and send you a quote before any work starts.",
    },
    {
      question: "How can I track my booking?",
      answer:
        "Register on the website and log in using the same email address you gave in Customer Details when booking. Your bookings will appear on your dashboard with their current status: In Progress while we are working on them, or Closed once the work is completed.",
    },
    {
      question: "How can I contact you?",
      answer:
        "You can call us or send us a message on WhatsApp during office hours. You can also use Submit a Request on the website to describe your question or requirement, and a member of our team will get back to you.",
    },
  ],
};

export const HOME: HomeContent = {
  hero: {
    heading: "Tax, GST and compliance, handled by experienced professionals",
    subheading:
      "Trusted chartered accountants since 1991 for income tax returns, GST, accounting, audit, company compliance and registrations. Book online in minutes and share documents securely. No upfront payment is required to book.",
  },
  featureCards: [
    {
      title: "Income Tax Filing",
      text: "Accurate income tax returns for salaried individuals, pensioners, professionals, businesses and NRIs, with help on capital gains, refunds and notices.",
    },
    {
      title: "GST Filing & Notices",
      text: "GST registration, monthly or quarterly (QRMP) returns, annual returns and clear, timely replies to GST notices.",
    },
    {
      title: "Accounting & Compliance",
      text: "Bookkeeping, audit support, TDS returns and ROC filings that keep your business compliant throughout the year.",
    },
  ],
  stats: [
    { value: "100+", label: "Active clients" },
    { value: "15,000+", label: "Returns filed" },
    { value: "20+", label: "Tax and accounting experts" },
  ],
  features: [
    {
      title: "Experienced CAs since 1991",
      text: "Your work is handled by chartered accountants and company secretaries who have been advising taxpayers and businesses since 1991.",
    },
    {
      title: "Secure document upload",
      text: "Upload your documents with your booking and add more later. Your information is kept confidential and used only for your work.",
    },
    {
      title: "Transparent fixed prices",
      text: "Fees are shown upfront on each service page. Where a case needs review, we quote before starting, so there are no surprises.",
    },
    {
      title: "Deadline reminders",
      text: "We keep track of income tax, GST, TDS and ROC due dates and remind you in time, helping you avoid late fees and interest.",
    },
  ],
  taxFiling: {
    heading: "File your income tax return with confidence",
    paragraphs: [
      "Whether you earn a salary, run a business, practise a profession, earn rental income or have capital gains from shares and property, we prepare your income tax return correctly and file it on time. For most individuals whose accounts do not require an audit, the due date is generally 31 July, unless the government extends it.",
      "Before filing, we match your income and tax credits with Form 26AS and the Annual Information Statement (AIS), compare the old and new tax regimes where you have a choice, and claim the deductions you are eligible for. After filing, we help you with e-verification, refunds and any notices from the Income Tax Department.",
    ],
    points: [
      "Correct ITR form chosen for your income and residential status",
      "Income and TDS matched with Form 26AS and AIS before filing",
      "Old and new tax regime compared where you have a choice",
      "Support with e-verification, refunds and income tax notices",
    ],
  },
  promo: {
    heading: "Taxation services starting at Rs. 499",
    text: "Get your taxation work done by qualified professionals, starting at Rs. 499. Choose a service, upload your documents and book online. No upfront payment is required; we confirm the details with you before we begin.",
  },
  connect: {
    heading: "Connect with us",
    text: "Have a question about income tax, GST, a notice or starting a new business? Call us, message us on WhatsApp or submit a request, and our team will get back to you with clear guidance on the next steps.",
  },
  testimonials: [
    {
      id: "testimonial-1",
      about:
        "We have trusted the Firm with our GST returns and income tax filings for over 10 years. They remind us of every due date, explain each notice in simple words and reply to the department on time. As a small trading business, having such dependable people to call has given us real peace of mind.",
      name: "Subhash Agarwal",
      title: "Proprietor, textile trading firm, Cuttack",
      sample: true,
    },
    {
      id: "testimonial-2",
      about:
        "I have filed my income tax return through the Firm ever since I started my first job, and that is now more than twelve years. Even after I moved abroad, they continued handling my returns as an NRI entirely online. Their advice on capital gains when I sold my flat saved me a lot of confusion.",
      name: "Priyanka Nayak",
      title: "Software engineer and NRI client, Dubai",
      sample: true,
    },
    {
      id: "testimonial-3",
      about:
        "The Firm incorporated our company and has handled our accounts, audit and ROC filings for well over a decade. As we grew from a small workshop into a private limited company, they guided us at every step. Their team is responsive, careful and always honest about what the law requires.",
      name: "Bibhuti Bhushan Sahoo",
      title: "Director, engineering works company, Bhubaneswar",
      sample: true,
    },
  ],
};

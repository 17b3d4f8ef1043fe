// The home page. Testimonials marked `sample: true` are placeholders that the
// firm must replace with real ones before publishing.
// One module per page, so a page ships only its own text.

type TitleText = {
  title: string;
  text: string;
};

type ServiceCard = TitleText & { path: string };

type HomeStat = {
  value: string;
  label: string;
};

type HomeTestimonial = {
  id: string;
  about: string;
  name: string;
  title: string;
  sample: true;
};

export type HomeContent = {
  hero: { heading: string; subheading: string };
  featureCards: readonly ServiceCard[];
  stats: readonly HomeStat[];
  features: readonly TitleText[];
  taxFiling: { heading: string; paragraphs: readonly string[]; points: readonly string[] };
  promo: { heading: string; text: string };
  connect: { heading: string; text: string };
  testimonials: readonly HomeTestimonial[];
};

export const HOME = {
  hero: {
    heading: "Tax, GST and compliance, handled by experienced professionals",
    subheading:
      "Trusted chartered accountants since 1991 for income tax returns, GST, accounting, audit, company compliance and registrations. Book online in minutes and share documents securely. No upfront payment is required to book.",
  },
  featureCards: [
    {
      title: "Income Tax Filing",
      path: "/income-tax-filing",
      text: "Accurate income tax returns for salaried individuals, pensioners, professionals, businesses and NRIs, with help on capital gains, refunds and notices.",
    },
    {
      title: "GST Filing & Notices",
      path: "/gst-filing",
      text: "GST registration, monthly or quarterly (QRMP) returns, annual returns and clear, timely replies to GST notices.",
    },
    {
      title: "Accounting & Compliance",
      path: "/accounting-services",
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
      // Was "Transparent fixed prices": most options are On Request, so the claim said more than is true (issue 18 item 9).
      title: "Clear fees before we start",
      text: "GST and income tax returns have fixed fees shown on their pages. For other work we quote in writing before starting, so there are no surprises.",
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
    heading: "Taxation services starting at ₹499",
    text: "Get your taxation work done by qualified professionals, starting at ₹499. Choose a service, upload your documents and book online. No upfront payment is required; we confirm the details with you before we begin.",
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
} as const satisfies HomeContent;

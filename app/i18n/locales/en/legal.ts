// The privacy notice, the terms, the refund policy (their frame: the texts
// themselves are content, app/content/*), the guides' list, and the pages
// that say something went wrong: 404, errors, offline.
export default {
  /** Shown only on a translated page of a legal text. */
  governingText: "This is a translation. In case of a difference, the English text prevails.",
  readInEnglish: "Read in English",
  effectiveDate: "Effective date: {{date}}",
  seeAlso: "See also our",
  /** The end of a sentence that closes with a link or an address. */
  end: ".",
  terms: {
    title: "Terms and Conditions",
    contents: "Contents",
    metaDescription:
      "The terms for using this website and our tax, GST, accounting and compliance services: fees, documents, confidentiality, liability and governing law.",
  },
  privacy: {
    title: "Privacy Notice",
    version: "Version of {{date}}",
    email: "Email",
    phone: "phone",
    metaDescription:
      "What personal data our chartered accountants collect, why, how long we keep your documents, who can see them, how they are protected, and your rights under India's DPDP Act.",
  },
  refund: {
    title: "Refund and Cancellation Policy",
    contactHeading: "Contact for refunds and cancellations",
    phoneEmail: "Phone {{phone}}, email",
    officeHours: "Office hours:",
    metaDescription:
      "When you can cancel a tax, GST or compliance service booked with our chartered accountants, and how fees, GST and government fees are refunded.",
  },
  blogs: {
    heading: "Guides and newsletters",
    intro: "Plain-English guides to GST and income tax for Indian taxpayers and businesses, written by our team.",
    /** Shown only on a translated list: the guides themselves are in English. */
    inEnglish: "The guides are written in English for now; each one opens in English.",
    categories: "Categories",
    all: "All",
    incomeTax: "Income Tax",
    empty: "No posts available in this category.",
    readMore: "Read More",
    metaTitle: "GST and income tax guides",
    metaDescription:
      "Plain-English guides to GST returns, registration, notices, ITR forms, tax regimes and capital gains for Indian taxpayers.",
  },
  notFound: {
    title: "404 - Page Not Found",
    lead: "Oops! The page you are looking for does not exist.",
    hint: "It seems you've taken a wrong turn. Let's get you back on track.",
    goHome: "Go Home",
  },
  error: {
    title: "Something went wrong",
    server: "We could not load this page. Please try again in a moment.",
    request: "This request could not be completed.",
  },
  offline: {
    title: "You seem to be offline",
    lead: "We could not reach our website: your internet connection seems to be gone. Please check it and try again.",
    stillCall: "You can still call us or message us on WhatsApp.",
    tryAgain: "Try again",
    call: "Call {{phone}}",
    whatsApp: "Message us on WhatsApp",
    metaTitle: "You are offline",
    metaDescription: "Our website could not be reached. Call us or message us on WhatsApp.",
  },
} as const;

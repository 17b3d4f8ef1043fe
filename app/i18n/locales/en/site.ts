// The footer, the floating contact buttons and the firm's own pages: home,
// about us, help center, all services. Their long texts are content
// (app/content), picked by the loader in the page's language.
export default {
  footer: {
    tagline: "Chartered accountants and company secretaries serving individuals and businesses since 1991.",
    viewOnMap: "View on map",
    officeHours: "Office hours:",
    linkedIn: "LinkedIn",
    groups: { usefulLinks: "Useful Links", community: "Community", partner: "Partner" },
    links: {
      allServices: "All Services",
      aboutUs: "About Us",
      helpCenter: "Help Center",
      terms: "Terms & Conditions",
      refundPolicy: "Refund & Cancellation Policy",
      privacy: "Privacy Notice",
      blogs: "Blogs",
      newsletters: "Newsletters",
      searchPastBookings: "Search Past Bookings",
      becomePartner: "Become a Partner",
      createEnquiry: "Create an Enquiry",
    },
    registration:
      "Chartered accountants registered with the Institute of Chartered Accountants of India, firm registration no. <0>{{frn}}</0>. GSTIN <1>{{gstin}}</1>.",
    partners: "Partners: <0></0>.",
    rights: "© {{year}} {{name}}. All rights reserved.",
  },
  /** A partner as the footer and the about page name them (in English as describePartner in app/site.ts). */
  partner: "<0>{{name}}, {{qualification}}</0> (ICAI M.No. <1>{{membershipNo}}</1>)",
  floating: {
    label: "Quick contact",
    whatsApp: "Chat with us on WhatsApp",
    scrollToTop: "Scroll to top",
  },
  home: {
    getStarted: "Get Started",
    createEnquiry: "Create an Enquiry",
    circleLabel: "Get started: see our services",
    circle: "Get started",
    popularServices: "Popular services",
    services: "Our services",
    features: "Why clients choose us",
    startTaxFiling: "Start your tax filing",
    testimonials: "What our clients say",
    appStore: "Download on the App Store",
    googlePlay: "Get it on Google Play",
  },
  about: {
    values: "Our values",
    leadership: "Our leadership",
    firm: "Registration and office",
    frn: "ICAI firm registration no.",
    partners: "Partners (ICAI members)",
    gstin: "GSTIN",
    officeHours: "Office hours",
    office: "Office",
    openInMaps: "Open in maps",
    questions: "Questions about your taxes or compliance? We are here to help.",
    contactUs: "Contact Us",
  },
  help: {
    talkToUs: "Talk to us",
    callUs: "Call us",
    emailUs: "Email us",
    chatWithUs: "Chat with us",
    whatsApp: "Message us on WhatsApp",
    commonQuestions: "Common questions",
    stillNeedHelp: "Still need help?",
    tellUs: "Tell us what you need and our team will get back to you.",
    submitRequest: "Submit a Request",
  },
  allServices: {
    heading: "All services",
    intro:
      "Income tax, GST, accounting, audit, company secretarial, registration and trademark services for individuals and businesses across India. Open a service to see what is included, the fees and answers to common questions.",
    learnMore: "Learn More",
    learnMoreAbout: " about {{name}}",
  },
  meta: {
    home: {
      title: "Income Tax, GST and Accounting Services in India",
      description:
        "Income tax returns, GST filing and notices, accounting, audit, company secretarial work and registrations by chartered accountants since 1991.",
    },
    about: {
      title: "About Us: Chartered Accountants Since 1991",
      description:
        "Meet the chartered accountants and company secretaries in Cuttack, Odisha, who have advised individuals and businesses across India since 1991.",
    },
    help: {
      title: "Help Center",
      description:
        "Help with booking services, uploading documents and tracking your bookings. Call us, message us on WhatsApp or submit a request to our team.",
    },
    allServices: {
      title: "All Services: Tax, GST, Accounting, Audit and Registration",
      description:
        "Browse all our services: GST and income tax filing, tax notices, accounting, audit, company secretary work, company and LLP registration, and trademarks.",
    },
  },
} as const;

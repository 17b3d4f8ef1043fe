// The service pages' frame (app/routes/service-page.tsx), the option card,
// the FAQ list and the document checklist. The services' own words are
// content by id (app/catalog/service-text.ts).
export default {
  breadcrumb: { label: "Breadcrumb", home: "Home", services: "Services" },
  options: {
    heading: "Choose your service",
    lead: "Select one or more options; selected options go to your cart. No upfront payment is required.",
  },
  card: { select: "Select", selected: "Selected" },
  proceed: {
    selected_one: "{{count}} service selected",
    selected_other: "{{count}} services selected",
    total: "Total:",
    pickFirst: "Kindly select any service(s) to proceed.",
    nothingYet: "Nothing selected yet.",
  },
  documents: {
    heading: "Documents to keep ready",
    lead: "What we will ask you for, by option. You can send them with your booking or later from your booking page.",
  },
  about: { heading: "About this service" },
  faq: { heading: "Frequently asked questions" },
  checklist: {
    required: "Required",
    ifApplies: "If it applies to you",
    received: ", received",
    notReceived: ", not received yet",
    note: "Note from the firm: {{note}}",
    file: "{{fileName}} ({{size}}), received {{receivedAt}}",
  },
} as const;

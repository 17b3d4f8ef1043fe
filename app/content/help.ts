// The Help Center page.
// One module per page, so a page ships only its own text.

type HelpTopic = {
  question: string;
  answer: string;
};

export type HelpContent = {
  heading: string;
  intro: string;
  topics: readonly HelpTopic[];
};

export const HELP = {
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
} as const satisfies HelpContent;

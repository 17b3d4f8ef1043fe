// The free tools' frame and index (their own words: app/tools/tool-texts.ts).
export default {
  index: {
    title: "Free tax tools",
    lead: "Quick answers to everyday tax questions, worked out the way the law says, on your phone. No sign-up.",
    metaTitle: "Free tax tools: GST calculator, income tax regime calculator, due dates",
    metaDescription:
      "Free tools for Indian taxpayers: compare the old and new income tax regimes, add or remove GST with its breakup, and see every GST, income tax, TDS and ROC due date.",
  },
  frame: {
    questions: "Questions people ask",
    nextStep: "Let us file it for you",
    noUpfrontPayment: "No upfront payment is required.",
  },
} as const;

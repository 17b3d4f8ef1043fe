// Where the firm is with an enquiry or a partner enquiry (issue 18.12).
// Browser-safe: the schema's check constraint and the dashboards' form read it.
export const ENQUIRY_STATUSES = ["New", "Contacted", "Closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

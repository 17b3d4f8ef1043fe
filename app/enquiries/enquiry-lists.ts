// The staff's two enquiry lists (enquiries, partner enquiries) are one list
// page (app/components/enquiry-list.tsx) and one export
// (app/admin/enquiry-lists.server.ts); what differs between them is here.
import type { ENQUIRY_LISTS, ListRowOf } from "#app/admin/lists.server.ts";
import { SERVICE_LABELS } from "#app/enquiries/enquiry-schemas.ts";

/** A column of one kind's own, on the page and in the CSV. */
type Column<Row> = { label: string; text: (row: Row) => string };

type EnquiryList<Row> = {
  title: string;
  path: string;
  caption: string;
  /** The spec's message when the list cannot be read, and what the log says. */
  failure: string;
  logAs: string;
  fileName: string;
  /** The kind's own columns, between Email and Created At. */
  own: Column<Row>[];
  /** Each column's width at 1280 px, Status last. */
  widths: string[];
  meta: { title: string; description: string };
};

export type EnquiryKind = keyof typeof ENQUIRY_LISTS;
/** A row of a kind's list, as app/admin/lists.server.ts shapes it. */
export type EnquiryListRow<Kind extends EnquiryKind> = ListRowOf<(typeof ENQUIRY_LISTS)[Kind]>;

export const ENQUIRY_LIST_PAGES: { [Kind in EnquiryKind]: EnquiryList<EnquiryListRow<Kind>> } = {
  enquiry: {
    title: "Enquiries",
    path: "/enquiries-dashboard",
    caption: "Enquiries, newest first",
    failure: "Error fetching enquiries",
    logAs: "listing enquiries failed",
    fileName: "enquiries.csv",
    own: [
      { label: "Service", text: (row) => SERVICE_LABELS[row.service as keyof typeof SERVICE_LABELS] ?? row.service },
      { label: "Message", text: (row) => row.message },
    ],
    widths: ["w-[14%]", "w-[12%]", "w-[17%]", "w-[10%]", "w-[20%]", "w-[12%]", "w-[15%]"],
    meta: { title: "Admin: enquiries", description: "All enquiries." },
  },
  partner: {
    title: "Partner Enquiries",
    path: "/partner-enquiries-dashboard",
    caption: "Partner enquiries, newest first",
    failure: "Error fetching partners",
    logAs: "listing partner enquiries failed",
    fileName: "partner-enquiries.csv",
    own: [
      { label: "Address", text: (row) => row.address },
      { label: "Firm Details", text: (row) => row.firmDetails },
    ],
    widths: ["w-[13%]", "w-[12%]", "w-[16%]", "w-[14%]", "w-[18%]", "w-[12%]", "w-[15%]"],
    meta: { title: "Admin: partner enquiries", description: "All partner enquiries." },
  },
};

/** The columns of the page (Status follows) and of the CSV. */
export const enquiryColumns = (list: { own: { label: string }[] }) => [
  "Name",
  "Phone",
  "Email",
  ...list.own.map((column) => column.label),
  "Created At",
];

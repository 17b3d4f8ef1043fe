// The loader and the CSV export of both enquiry lists (their page is
// app/components/enquiry-list.tsx, what differs app/enquiries/enquiry-lists.ts).
import { listCsv, loadAdminList, startCsvExport } from "#app/admin/list-routes.server.ts";
import { ENQUIRY_LISTS } from "#app/admin/lists.server.ts";
import { ENQUIRY_LIST_PAGES, type EnquiryKind, enquiryColumns } from "#app/enquiries/enquiry-lists.ts";

export function loadEnquiryList<Kind extends EnquiryKind>(request: Request, kind: Kind) {
  const { failure, logAs } = ENQUIRY_LIST_PAGES[kind];
  return loadAdminList(request, { list: ENQUIRY_LISTS[kind], failure, logAs });
}

export async function exportEnquiryList<Kind extends EnquiryKind>(request: Request, clientAddress: string, kind: Kind) {
  const list = ENQUIRY_LIST_PAGES[kind];
  const query = await startCsvExport(request, clientAddress, ENQUIRY_LISTS[kind]);
  return listCsv(ENQUIRY_LISTS[kind], query, {
    fileName: list.fileName,
    header: enquiryColumns(list),
    cells: (row) => [row.name, row.phone, row.email, ...list.own.map((column) => column.text(row)), row.createdAt],
  });
}

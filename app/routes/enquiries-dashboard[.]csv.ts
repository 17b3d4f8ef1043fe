import { exportEnquiryList } from "#app/admin/enquiry-lists.server.ts";
import type { Route } from "./+types/enquiries-dashboard[.]csv";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  exportEnquiryList(request, context.clientAddress, "enquiry");

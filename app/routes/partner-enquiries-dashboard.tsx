import { loadEnquiryList } from "#app/admin/enquiry-lists.server.ts";
import { changeEnquiryStatus } from "#app/admin/enquiry-status.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { EnquiryListPage } from "#app/components/enquiry-list.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { ENQUIRY_LIST_PAGES } from "#app/enquiries/enquiry-lists.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/partner-enquiries-dashboard";

// One of the two enquiry lists, which share everything but app/enquiries/enquiry-lists.ts.
export const loader = ({ request }: Route.LoaderArgs) => loadEnquiryList(request, "partner");

export const action = ({ request, context }: Route.ActionArgs) =>
  changeEnquiryStatus(request, context.clientAddress, "partner");

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function PartnerEnquiriesDashboard({ loaderData }: Route.ComponentProps) {
  return <EnquiryListPage kind="partner" {...loaderData} />;
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [...getPageMeta(args, ENQUIRY_LIST_PAGES.partner.meta), { name: "robots", content: "noindex" }];
}

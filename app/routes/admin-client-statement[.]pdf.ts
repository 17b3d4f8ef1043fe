import { loadClientRecord } from "#app/clients/client-page.server.ts";
import { renderStatementPdf } from "#app/clients/statement-pdf.server.ts";
import { pdfResponse } from "#app/invoices/invoice-files.server.ts";
import { getSiteConfig } from "#app/site.server.ts";
import type { Route } from "./+types/admin-client-statement[.]pdf";

// A client's statement of account as a PDF, for the firm's staff.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { client } = await loadClientRecord(request, params.clientId);
  const content = await renderStatementPdf(client, getSiteConfig().name);
  return pdfResponse({ fileName: `statement-${client.id}.pdf`, content });
}

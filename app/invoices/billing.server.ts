// Who bills and how (issue 23): the firm's name, address, GSTIN and UPI
// address from configuration. A real tax invoice needs all four, so until
// they are set the staff page says which are missing and nothing is issued:
// the site's sample details must never reach an invoice.
import { getEnv } from "#app/env.server.ts";
import { checkGstin } from "#app/invoices/gstin.ts";
import type { InvoiceDocument } from "#app/invoices/invoice-types.ts";
import { getSiteConfig } from "#app/site.server.ts";

export type Billing =
  | { ready: true; supplier: InvoiceDocument["supplier"]; vpa: string; ratePercent: number }
  | { ready: false; missing: string[] };

export function getBilling(): Billing {
  const env = getEnv();
  const gstin = env.FIRM_GSTIN ? checkGstin(env.FIRM_GSTIN) : null;
  const missing = [
    env.FIRM_NAME ? null : "FIRM_NAME",
    env.FIRM_ADDRESS ? null : "FIRM_ADDRESS",
    gstin?.ok ? null : "FIRM_GSTIN",
    env.FIRM_UPI_VPA ? null : "FIRM_UPI_VPA",
  ].filter((name) => name !== null);
  if (missing.length > 0 || !gstin?.ok || !env.FIRM_NAME || !env.FIRM_ADDRESS || !env.FIRM_UPI_VPA) {
    return { ready: false, missing };
  }
  const site = getSiteConfig();
  return {
    ready: true,
    supplier: {
      name: env.FIRM_NAME,
      address: env.FIRM_ADDRESS,
      gstin: gstin.gstin,
      state: gstin.state,
      email: site.email,
      phone: site.phone,
    },
    vpa: env.FIRM_UPI_VPA,
    ratePercent: env.GST_RATE,
  };
}

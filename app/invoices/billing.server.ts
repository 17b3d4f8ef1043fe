// Who bills and how (issue 23): the firm's name, address, GSTIN and UPI
// address from configuration, and who signs (CGST Rule 46(q)). A real tax
// invoice needs all of them, so until they are set the staff page says
// which are missing and nothing is issued: the site's sample details must
// never reach an invoice.
import { readFileSync } from "node:fs";
import path from "node:path";
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
  const signatory =
    env.FIRM_SIGNATORY_NAME && env.FIRM_SIGNATORY_DESIGNATION
      ? { name: env.FIRM_SIGNATORY_NAME, designation: env.FIRM_SIGNATORY_DESIGNATION }
      : null;
  const missing = [
    env.FIRM_NAME ? null : "FIRM_NAME",
    env.FIRM_ADDRESS ? null : "FIRM_ADDRESS",
    gstin?.ok ? null : "FIRM_GSTIN",
    env.FIRM_UPI_VPA ? null : "FIRM_UPI_VPA",
    env.FIRM_SIGNATORY_NAME ? null : "FIRM_SIGNATORY_NAME",
    env.FIRM_SIGNATORY_DESIGNATION ? null : "FIRM_SIGNATORY_DESIGNATION",
    getSignatureImage() ? null : "FIRM_SIGNATURE_IMAGE",
  ].filter((name) => name !== null);
  if (missing.length > 0 || !gstin?.ok || !env.FIRM_NAME || !env.FIRM_ADDRESS || !env.FIRM_UPI_VPA || !signatory) {
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
      signatory,
    },
    vpa: env.FIRM_UPI_VPA,
    ratePercent: env.GST_RATE,
  };
}

/** PNG and JPEG, the images pdfkit draws, by their first bytes. */
const IMAGE_SIGNATURES = [Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from([0xff, 0xd8, 0xff])];

/**
 * The authorised signatory's signature (FIRM_SIGNATURE_IMAGE) as the PDF
 * draws it, or null when it is not set or not a PNG or JPEG. Read when a
 * PDF is made: a replaced image signs every PDF made after.
 */
export function getSignatureImage(): Buffer | null {
  const file = getEnv().FIRM_SIGNATURE_IMAGE;
  if (!file) return null;
  try {
    const image = readFileSync(path.resolve(file));
    return IMAGE_SIGNATURES.some((start) => image.subarray(0, start.length).equals(start)) ? image : null;
  } catch {
    return null;
  }
}

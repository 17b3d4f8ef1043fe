// The firm's billing details every test server is given (invoices need them
// and refuse the samples): the site's sample name and address, so the other
// pages read the same. One copy for Playwright's server, the shared Vitest
// server and the cluster's hosts.
import { fileURLToPath } from "node:url";

export const TEST_FIRM = {
  FIRM_NAME: "EasyTax Filing",
  FIRM_ADDRESS: "Link Road, Cuttack, Odisha 753012, India",
  FIRM_GSTIN: "21AABCE1234F1ZH",
  FIRM_UPI_VPA: "easytax@okaxis",
  FIRM_SIGNATORY_NAME: "CA Rakesh Mohanty",
  FIRM_SIGNATORY_DESIGNATION: "Partner",
  FIRM_SIGNATURE_IMAGE: fileURLToPath(new URL("./fixtures/signature.png", import.meta.url)),
};

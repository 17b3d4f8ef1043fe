// Every particular CGST Rule 46 (a) to (q) asks of a tax invoice, read from
// the text of an invoice's PDF (readPdfText, joined) against what the test
// worked out by hand: for the invoice test (Vitest) and the engagement story
// (Playwright) alike, so it answers with what is missing rather than
// asserting with one runner's expect.

/** What the invoice must say, each figure worked by hand, not read from the code. */
export type Rule46Invoice = {
  supplier: { name: string; address: string; gstin: string };
  number: string;
  /** The date of issue as stored, "2026-11-26". */
  issuedOn: string;
  /** An unregistered recipient's address may be empty below ₹50,000 of taxable value (Rule 46(f)). */
  recipient: { name: string; address: string; gstin: string | null; state: string };
  /** The place of supply as printed, "Maharashtra (27)". */
  placeOfSupply: string;
  /** The lines table's header, as the text reads: SAC, description, quantity and the tax's name and rate. */
  header: string;
  /** Each line: its number, description, SAC, quantity, rate, taxable value, tax and total. */
  lines: string[];
  /** The totals row: taxable value, each tax and the total. */
  totals: string;
  /** The total in words, "Rupees Seventy Thousand Eight Hundred Only". */
  words: string;
  signatory: { name: string; designation: string };
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-26" as the site prints a day (an invoice's date, a due date): "26 Nov 2026". */
export function printedDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** The particulars of Rule 46 the text does not carry as expected, each named by its clause: [] when all are there. */
export function missingRule46Particulars(text: string, invoice: Rule46Invoice): string[] {
  const { supplier, recipient } = invoice;
  const wanted: [clause: string, found: boolean][] = [
    ["(a) the supplier's name", text.includes(supplier.name)],
    ["(a) the supplier's address", text.includes(supplier.address)],
    ["(a) the supplier's GSTIN", text.includes(`GSTIN: ${supplier.gstin}`)],
    // At most 16 characters: letters, digits, "-" and "/", unique in the financial year.
    ["(b) a serial number of at most 16 characters", /^[A-Za-z0-9/-]{1,16}$/.test(invoice.number)],
    ["(b) the serial number", text.includes(`Invoice number: ${invoice.number}`)],
    ["(c) the date of issue", text.includes(`Date: ${printedDay(invoice.issuedOn)}`)],
    [
      "(d), (e) the recipient's name and address",
      text.includes(`Billed to ${[recipient.name, recipient.address].filter(Boolean).join(" ")}`),
    ],
    ["(d), (e) the recipient's GSTIN, or unregistered", text.includes(`GSTIN: ${recipient.gstin ?? "Unregistered"}`)],
    ["(e) the recipient's state and its code", text.includes(`State: ${recipient.state}`)],
    ["(g), (h), (i), (l) the SAC, description, quantity and rate of tax, as columns", text.includes(invoice.header)],
    ...invoice.lines.map((line, index): [string, boolean] => [
      `(g) to (m) line ${index + 1}: SAC, quantity, taxable value, tax and total`,
      text.includes(line),
    ]),
    ["(j), (k), (m) the taxable value, the tax and the total value", text.includes(invoice.totals)],
    ["(j) the total value in words", text.includes(`Amount in words: ${invoice.words}`)],
    ["(n) the place of supply with its state's name", text.includes(`Place of supply: ${invoice.placeOfSupply}`)],
    ["(p) whether tax is payable on reverse charge", text.includes("Tax payable on reverse charge: No")],
    [
      "(q) the authorised signatory's name and designation",
      text.includes(
        `For ${supplier.name} ${invoice.signatory.name} ${invoice.signatory.designation} Authorised signatory`,
      ),
    ],
  ];
  return wanted.filter(([, found]) => !found).map(([clause]) => clause);
}

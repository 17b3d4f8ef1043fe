// The text of a PDF, page by page, as a reader would copy it, and its pages'
// sizes: for tests that check what a generated document says and shows.
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";

export async function readPdfText(bytes: Uint8Array | Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  await pdf.destroy();
  return pages;
}

/** The whole text as one line, as a test searches it: the pages joined, each run of white space one space. */
export async function readPdfLine(bytes: Uint8Array | Buffer): Promise<string> {
  return (await readPdfText(bytes)).join(" ").replace(/\s+/g, " ");
}

/** Each page's size in points (width and height, rounded), as a reader lays it out. */
export async function readPdfPageSizes(bytes: Uint8Array | Buffer): Promise<{ width: number; height: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const [left = 0, bottom = 0, right = 0, top = 0] = (await pdf.getPage(number)).view;
    sizes.push({ width: Math.round(right - left), height: Math.round(top - bottom) });
  }
  await pdf.destroy();
  return sizes;
}

/** How many images each page paints (the UPI QR code, the signature). */
export async function countPdfImages(bytes: Uint8Array | Buffer): Promise<number[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const counts: number[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const { fnArray } = await (await pdf.getPage(number)).getOperatorList();
    counts.push(fnArray.filter((op) => op === OPS.paintImageXObject).length);
  }
  await pdf.destroy();
  return counts;
}

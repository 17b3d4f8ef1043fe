// The text of a PDF, page by page, as a reader would copy it: for tests that
// check what a generated document says.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

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

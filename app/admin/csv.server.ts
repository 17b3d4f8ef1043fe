import { stringify } from "csv-stringify";
import { toResponseBody } from "#app/web-stream.server.ts";

/**
 * A spreadsheet runs a cell that starts with =, +, -, @ (or a tab or
 * carriage return) as a formula. A leading apostrophe makes it plain text.
 */
export function neutraliseCell(value: unknown): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** A CSV download streamed row by row, every cell neutralised. */
export function csvResponse(fileName: string, header: string[], rows: AsyncIterable<unknown[]>): Response {
  const csv = stringify({ bom: true });
  void (async () => {
    try {
      csv.write(header);
      for await (const row of rows) {
        if (!csv.write(row.map(neutraliseCell))) await new Promise((resolve) => csv.once("drain", resolve));
      }
      csv.end();
    } catch (error) {
      csv.destroy(error as Error);
    }
  })();
  // The web stream pulls from the CSV stream, so a slow reader slows the writer.
  return new Response(toResponseBody(csv), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

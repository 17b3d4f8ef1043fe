// GST on an invoice's lines (issue 23): CGST + SGST within the firm's state,
// IGST across states. Integer paise throughout; rates go through basis
// points, so 0.25%, 2.5% or 18% never meet a float.
import type { InvoiceLine, InvoiceTotals } from "#app/invoices/invoice-types.ts";

/** a / b rounded half up, for non-negative integers. */
function divideRoundingHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Supplier and place of supply in one state: an intra-state supply (IGST Act s.8). */
export function isIntraState(supplierStateCode: string, placeOfSupplyCode: string): boolean {
  return supplierStateCode === placeOfSupplyCode;
}

/**
 * Each line's taxable value and tax, each tax rounded half up to the paisa
 * on its own (so CGST and SGST are always equal), and the invoice's totals
 * as the sums of its lines.
 */
export function computeInvoiceLines(
  lines: { description: string; sac: string; quantity: number; unitPaise: number; ratePercent: number }[],
  intraState: boolean,
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const computed = lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new Error(`bad quantity ${line.quantity}`);
    if (!Number.isSafeInteger(line.unitPaise) || line.unitPaise < 0) throw new Error(`bad amount ${line.unitPaise}`);
    const basisPoints = Math.round(line.ratePercent * 100);
    if (basisPoints < 0) throw new Error(`bad rate ${line.ratePercent}`);
    const taxablePaise = line.quantity * line.unitPaise;
    const half = intraState ? divideRoundingHalfUp(taxablePaise * basisPoints, 20_000) : 0;
    const igstPaise = intraState ? 0 : divideRoundingHalfUp(taxablePaise * basisPoints, 10_000);
    return {
      ...line,
      taxablePaise,
      cgstPaise: half,
      sgstPaise: half,
      igstPaise,
      totalPaise: taxablePaise + 2 * half + igstPaise,
    };
  });
  const sum = (key: keyof InvoiceTotals) => computed.reduce((total, line) => total + line[key], 0);
  return {
    lines: computed,
    totals: {
      taxablePaise: sum("taxablePaise"),
      cgstPaise: sum("cgstPaise"),
      sgstPaise: sum("sgstPaise"),
      igstPaise: sum("igstPaise"),
      totalPaise: sum("totalPaise"),
    },
  };
}

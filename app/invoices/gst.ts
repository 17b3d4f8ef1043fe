// GST on an invoice's lines (issue 23): CGST + SGST within the firm's state,
// IGST across states. Integer paise throughout; the rate goes through basis
// points, so 0.25%, 2.5% or 18% never meet a float.
import type { InvoiceLine, InvoiceTotals } from "#app/invoices/invoice-types.ts";

/** a / b rounded half up, for non-negative integers (a kept within the safe integers). */
function divideRoundingHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(2 * a + b)) throw new Error(`amount too large to tax exactly: ${a}`);
  return Math.floor((2 * a + b) / (2 * b));
}

/** A GST rate in basis points (18 → 1800); a rate finer than 0.01% is a mistake, not a rate. */
function toBasisPoints(ratePercent: number): number {
  const basisPoints = Math.round(ratePercent * 100);
  // NOTE: 0.29 * 100 is 28.999999999999996, hence the tolerance before rounding is trusted.
  if (!Number.isFinite(ratePercent) || Math.abs(ratePercent * 100 - basisPoints) > 1e-6) {
    throw new Error(`not a GST rate in hundredths of a percent: ${ratePercent}`);
  }
  if (basisPoints < 0 || basisPoints > 10_000) throw new Error(`not a GST rate: ${ratePercent}%`);
  return basisPoints;
}

/** Supplier and place of supply in one state: an intra-state supply (IGST Act s.8). */
export function isIntraState(supplierStateCode: string, placeOfSupplyCode: string): boolean {
  return supplierStateCode === placeOfSupplyCode;
}

/**
 * Each line's taxable value (quantity × unit price) and tax, and the
 * invoice's totals as the sums of its lines. Within the state, CGST and SGST
 * are each half the rate, each rounded half up to the paisa on its own, so
 * they are always equal; across states, IGST at the full rate, rounded half
 * up. Amounts and quantities must be whole numbers (paise; a quantity of at
 * least one): anything else is a programming error and throws.
 */
export function computeInvoiceLines(
  lines: Pick<InvoiceLine, "itemId" | "description" | "sac" | "quantity" | "unitPaise" | "ratePercent">[],
  intraState: boolean,
): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const computed = lines.map((line): InvoiceLine => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new Error(`not a quantity: ${line.quantity}`);
    }
    if (!Number.isSafeInteger(line.unitPaise) || line.unitPaise < 0) {
      throw new Error(`not an amount of paise: ${line.unitPaise}`);
    }
    const basisPoints = toBasisPoints(line.ratePercent);
    const taxablePaise = line.quantity * line.unitPaise;
    if (!Number.isSafeInteger(taxablePaise)) throw new Error(`line too large: ${line.quantity} × ${line.unitPaise}`);
    // Half the rate: the tax in basis points divided by 2 × 10,000, rounded once.
    const half = intraState ? divideRoundingHalfUp(taxablePaise * basisPoints, 20_000) : 0;
    const igstPaise = intraState ? 0 : divideRoundingHalfUp(taxablePaise * basisPoints, 10_000);
    return {
      // The booking item a line bills, when it bills one, stays on it (invoice-issuing.server.ts).
      ...(line.itemId === undefined ? {} : { itemId: line.itemId }),
      description: line.description,
      sac: line.sac,
      quantity: line.quantity,
      unitPaise: line.unitPaise,
      taxablePaise,
      ratePercent: line.ratePercent,
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

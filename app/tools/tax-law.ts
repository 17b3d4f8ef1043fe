// The tools' one way of naming an Act they cite more than once (issue 34):
// the due-date calendar, the staff due dates and the income tax calculator
// all read it from here, so the pages cannot drift apart again.

/**
 * The Finance Act 2026: Act No. 4 of 2026, assent 30 March 2026 (gazette
 * CG-DL-E-31032026-271439, as quoted in the research note cited in
 * income-tax-rules.ts). Cite the Act, not the Bill it was, once it is law.
 */
export const FINANCE_ACT_2026 = "Finance Act 2026 (No. 4 of 2026)";

// The rules of the old-vs-new regime calculator (issue 24.1), as data: one
// entry per year, every figure with the provision that sets it. The engine in
// income-tax.ts reads these and holds no figure of its own.
//
// Money is integer paise (`rupees(75_000)`); a rate is integer basis points
// (`percent(12.5)` is 1250), so the engine never multiplies money by a float.
//
// How the figures were checked (November 2026), because the primary texts could
// not be opened from this machine:
// - FY 2025-26: the Income-tax Act 1961 as amended by the Finance Act 2025 (No. 7
//   of 2025): s.115BAC(1A) slabs, s.87A and its provisos, the First Schedule.
//   Confirmed against the Budget 2025 speech and the department's Budget 2025
//   FAQs as reported by the press, and the Act's text as reproduced by
//   commentators (TaxTMI, taxguru.in, studycafe.in).
// - Tax year 2026-27: the Income-tax Act 2025 (No. 30 of 2025, in force from
//   1 April 2026) and the Finance Act 2026 (No. 4 of 2026, assent 30 March 2026,
//   gazette CG-DL-E-31032026-271439). The Finance Bill 2026 memorandum says
//   "there is no change proposed in tax rates either in [ss.200-204] or in the
//   First Schedule" and that the cess stays at 4% (TaxTMI notes 2476, 2467,
//   2469). The figures below were cross-checked against a public research note
//   that quotes the gazette texts of both Acts verbatim (s.19(1) Table Sl. No. 2,
//   s.156, s.202(1), s.516; Finance Act 2026 s.3(4), s.3(5), s.3(15) and First
//   Schedule Part I-B Paragraphs A and F). We read those quotations, not the
//   gazette PDFs themselves. The 2025 Act's section numbers for the deductions
//   (ss.22, 123, 124, 126, 153, Schedule III) and their limits come from the
//   Act's text as reproduced by commentators (TaxTMI, aubsp.com, eztax.in).
// - NOT confirmed for 2026-27, so carried over from 2025-26 and marked "carried
//   over" where they appear: the bar on the old-regime rebate against tax on
//   equity LTCG (s.112A(6) in 1961; its subsection in s.198 not seen). Also not
//   found: which deduction the Finance Act 2026 (s.56) let back into the new
//   regime by omitting s.202(2)(a)(iii); the new regime here allows none of the
//   deductions this page asks for, as in 2025-26. The HRA metro list for
//   2026-27 is in the draft Income-tax Rules 2026 (rule 279: eight cities); the
//   final rules were not seen.

import { FINANCE_ACT_2026 } from "#app/tools/tax-law.ts";

export type TaxYear = "2025-26" | "2026-27";
export type AgeBand = "below-60" | "60-79" | "80-plus";
export type Regime = "old" | "new";

/** ₹ to paise. */
export function rupees(amount: number): number {
  return Math.round(amount * 100);
}

/** A percentage as integer basis points: percent(12.5) is 1250. */
function percent(rate: number): number {
  return Math.round(rate * 100);
}

/** One slab: `rate` applies to the part of income above `from` (paise). */
export type Slab = { from: number; rate: number };

/**
 * A surcharge band: `rate` applies where total income exceeds `above`. Where
 * `excludingSpecial` is set, the test is on total income less dividends and
 * the special-rate gains (the Finance Act's "(excluding dividend income or
 * capital gains under ...)" bands).
 */
type SurchargeBand = { above: number; rate: number; excludingSpecial?: boolean };

export type RegimeRules = {
  /**
   * Slabs by age band, ascending. The first taxed slab's `from` is the
   * "maximum amount not chargeable to income-tax" that the shortfall rule of
   * s.111A/112/112A reads (restated for 2026-27 in Finance Act 2026 s.3(2)(a)
   * Table: ₹2.5 lakh, ₹3 lakh, ₹5 lakh old; ₹4 lakh new, Sl. No. 4).
   */
  slabs: Record<AgeBand, Slab[]>;
  standardDeduction: number;
  rebate: {
    /** The rebate is lost above this total income, unless `marginalRelief`. */
    incomeLimit: number;
    maximum: number;
    marginalRelief: boolean;
    /** Tax on these special-rate incomes cannot be reduced by the rebate. */
    notAgainst: SpecialKind[];
  };
  surcharge: SurchargeBand[];
  /** Chapter VI-A (old Act) / Chapter VIII (new Act) deductions, HRA and home-loan interest. */
  allowsDeductions: boolean;
  /**
   * A loss under the head "Income from house property": how much of it may be
   * set off against the other heads this year, and whether the rest is
   * carried forward to later years' house-property income.
   */
  housePropertyLoss: { setOffCap: number; carriedForward: boolean };
};

/** The incomes taxed at a flat rate rather than at the slabs. */
export type SpecialKind = "stcgEquity" | "ltcgEquity" | "ltcgOther";

export type YearRules = {
  year: TaxYear;
  label: string;
  /** Section numbers as the page shows them in step labels. */
  sections: {
    standardDeduction: string;
    hra: string;
    homeLoan: string;
    investments: string;
    healthInsurance: string;
    nps: string;
    savingsInterest: string;
    depositInterest: string;
    rebate: string;
    stcgEquity: string;
    ltcgEquity: string;
    ltcgOther: string;
    roundIncome: string;
    roundTax: string;
    /** The ₹2 lakh cap on setting a house-property loss off against other heads (old regime). */
    housePropertySetOff: string;
    housePropertyCarryForward: string;
    /** The new regime's bar on setting a house-property loss off against other heads. */
    newRegimeHouseLoss: string;
  };
  old: RegimeRules;
  new: RegimeRules;
  special: {
    stcgEquity: { rate: number };
    ltcgEquity: { rate: number; exemption: number };
    ltcgOther: { rate: number };
    /** The surcharge on tax on these gains (and dividends) never exceeds this. */
    surchargeCap: number;
  };
  cess: number;
  deductions: {
    investments: number;
    /** Self and family only; parents' cover is not modelled. */
    healthInsurance: Record<AgeBand, number>;
    nps: number;
    homeLoanInterest: number;
    /** Savings-bank interest, for those below 60 (80TTA). */
    savingsInterest: number;
    /** Savings and deposit interest, for seniors (80TTB). */
    seniorInterest: number;
  };
  hra: { metro: number; nonMetro: number; rentOver: number; metroCities: string[] };
  sources: string[];
};

// The old-regime slabs are the same in both years: Finance Act 2025 First
// Schedule Part III Paragraph A (FY 2025-26 advance tax and TDS) and Part I-A
// of the Finance Act 2026 (AY 2026-27 under the 1961 Act); Finance Act 2026
// First Schedule Part I-B Paragraph A items (I), (II), (III) for tax year 2026-27.
const OLD_SLABS: Record<AgeBand, Slab[]> = {
  "below-60": [
    { from: rupees(0), rate: percent(0) },
    { from: rupees(2_50_000), rate: percent(5) },
    { from: rupees(5_00_000), rate: percent(20) },
    { from: rupees(10_00_000), rate: percent(30) },
  ],
  "60-79": [
    { from: rupees(0), rate: percent(0) },
    { from: rupees(3_00_000), rate: percent(5) },
    { from: rupees(5_00_000), rate: percent(20) },
    { from: rupees(10_00_000), rate: percent(30) },
  ],
  "80-plus": [
    { from: rupees(0), rate: percent(0) },
    { from: rupees(5_00_000), rate: percent(20) },
    { from: rupees(10_00_000), rate: percent(30) },
  ],
};

// New regime: s.115BAC(1A) as substituted by the Finance Act 2025 (FY 2025-26);
// Income-tax Act 2025 s.202(1) Table, untouched by the Finance Act 2026
// (tax year 2026-27). The same for every age.
const NEW_SLAB_TABLE: Slab[] = [
  { from: rupees(0), rate: percent(0) },
  { from: rupees(4_00_000), rate: percent(5) },
  { from: rupees(8_00_000), rate: percent(10) },
  { from: rupees(12_00_000), rate: percent(15) },
  { from: rupees(16_00_000), rate: percent(20) },
  { from: rupees(20_00_000), rate: percent(25) },
  { from: rupees(24_00_000), rate: percent(30) },
];

const OLD_REGIME: RegimeRules = {
  slabs: OLD_SLABS,
  // 1961 s.16(ia); 2025 Act s.19(1) Table Sl. No. 2(b).
  standardDeduction: rupees(50_000),
  // 1961 s.87A; 2025 Act s.156(1). No marginal relief in the old regime. The
  // rebate cannot reduce tax on equity LTCG (1961 s.112A(6); carried over for
  // 2026-27, the s.198 counterpart not seen). Tax on s.111A and s.112 gains can
  // be rebated in the old regime: no provision says otherwise.
  rebate: { incomeLimit: rupees(5_00_000), maximum: rupees(12_500), marginalRelief: false, notAgainst: ["ltcgEquity"] },
  // Finance Act 2025 First Schedule Part III Paragraph A; Finance Act 2026 First
  // Schedule Part I-B Paragraph F Table 1 Sl. No. 1 (i)-(v).
  surcharge: [
    { above: rupees(50_00_000), rate: percent(10) },
    { above: rupees(1_00_00_000), rate: percent(15) },
    { above: rupees(2_00_00_000), rate: percent(25), excludingSpecial: true },
    { above: rupees(5_00_00_000), rate: percent(37), excludingSpecial: true },
  ],
  allowsDeductions: true,
  // 1961 s.71(3A) (Finance Act 2017): a house-property loss is set off against
  // other heads up to ₹2 lakh a year; the rest is carried forward for eight
  // years against house-property income only (s.71B). 2025 Act: s.107 (the set-
  // off; its ₹2 lakh as the press reported the Income-tax Bill 2025) and s.110
  // (eight years, as reproduced by aubsp.com); the subsection not seen.
  housePropertyLoss: { setOffCap: rupees(2_00_000), carriedForward: true },
};

const NEW_REGIME: RegimeRules = {
  slabs: { "below-60": NEW_SLAB_TABLE, "60-79": NEW_SLAB_TABLE, "80-plus": NEW_SLAB_TABLE },
  // 1961 s.16(ia) proviso (Finance (No. 2) Act 2024); 2025 Act s.19(1) Table Sl. No. 2(a).
  standardDeduction: rupees(75_000),
  // 1961 s.87A first proviso as amended by the Finance Act 2025, and its second
  // proviso: the rebate cannot exceed tax at the s.115BAC(1A) slab rates, so
  // no special-rate tax is rebated. 2025 Act s.156(2) and (3), the same words.
  rebate: {
    incomeLimit: rupees(12_00_000),
    maximum: rupees(60_000),
    marginalRelief: true,
    notAgainst: ["stcgEquity", "ltcgEquity", "ltcgOther"],
  },
  // Finance Act 2025 First Schedule Part III Paragraph A proviso (no 37% under
  // s.115BAC); Finance Act 2026 s.3(4)(b) Table Sl. No. 10, which stops at 25%.
  surcharge: [
    { above: rupees(50_00_000), rate: percent(10) },
    { above: rupees(1_00_00_000), rate: percent(15) },
    { above: rupees(2_00_00_000), rate: percent(25), excludingSpecial: true },
  ],
  // s.115BAC(2) / s.202(2): no HRA, no home-loan interest on a self-occupied
  // house, no Chapter VI-A (VIII) deductions of the kinds this page asks for.
  allowsDeductions: false,
  // s.115BAC(2)(ii)(B) / s.202(2): no set-off of a house-property loss against
  // any other head. A let-out house's loss still comes off another let-out
  // house's income, within the head (s.70). NOTE: whether the rest may be
  // carried forward under s.71B is read both ways by commentators; the
  // department's guidance says only that it is not set off, so we claim no
  // carry-forward in the new regime.
  housePropertyLoss: { setOffCap: 0, carriedForward: false },
};

// Shared by both years: the special rates and caps were not changed by the
// Finance Act 2026 (no rate change, and the press reported no change to
// capital-gains rates, holding periods or exemption limits).
const SPECIAL = {
  // 1961 s.111A (20% for transfers from 23 July 2024, Finance (No. 2) Act 2024); 2025 Act s.196(1).
  stcgEquity: { rate: percent(20) },
  // 1961 s.112A (12.5% above ₹1.25 lakh from 23 July 2024); 2025 Act s.198(2).
  ltcgEquity: { rate: percent(12.5), exemption: rupees(1_25_000) },
  // 1961 s.112 (12.5% without indexation from 23 July 2024); 2025 Act s.197(1).
  ltcgOther: { rate: percent(12.5) },
  // The "shall not exceed 15%" clause on dividends and s.111A/112/112A gains
  // (s.196/197/198 gains), in both regimes: Finance Act 2025 First Schedule
  // Part III Paragraph A, the first proviso after the surcharge rates ("the
  // rate of surcharge on the amount of income-tax computed in respect of that
  // part of income shall not exceed fifteen per cent"); Finance Act 2026 Part
  // I-B Paragraph F (vi) and s.3(4)(b) (v). The same income is left out of the
  // test for the 25% and 37% bands (excludingSpecial above).
  surchargeCap: percent(15),
};

const DEDUCTIONS = {
  // 1961 s.80C / 80CCE; 2025 Act s.123.
  investments: rupees(1_50_000),
  // 1961 s.80D(2), (4); 2025 Act s.126(2)(a), (8)(a). Self and family only.
  healthInsurance: { "below-60": rupees(25_000), "60-79": rupees(50_000), "80-plus": rupees(50_000) },
  // 1961 s.80CCD(1B); 2025 Act s.124.
  nps: rupees(50_000),
  // 1961 s.24(b) second proviso; 2025 Act s.22 (self-occupied house).
  homeLoanInterest: rupees(2_00_000),
  // 1961 s.80TTA; 2025 Act s.153(2)(a).
  savingsInterest: rupees(10_000),
  // 1961 s.80TTB; 2025 Act s.153(2)(b).
  seniorInterest: rupees(50_000),
};

// Least of HRA received, rent over 10% of salary, and 50% (metro) or 40% of
// salary: 1961 s.10(13A) with rule 2A; for 2026-27 the Income-tax Act 2025
// Schedule III with the draft Income-tax Rules 2026 (rule 279).
const HRA_BASE = { metro: percent(50), nonMetro: percent(40), rentOver: percent(10) };

// 4% on tax plus surcharge, no marginal relief: Finance Act 2025 s.2 (FY 2025-26);
// Finance Act 2026 s.3(15) (tax year 2026-27).
const CESS = percent(4);

export const INCOME_TAX_RULES: Record<TaxYear, YearRules> = {
  "2026-27": {
    year: "2026-27",
    label: "Tax year 2026-27 (Income-tax Act 2025)",
    sections: {
      standardDeduction: "s.19",
      hra: "Schedule III",
      homeLoan: "s.22",
      investments: "s.123 (formerly 80C)",
      healthInsurance: "s.126 (formerly 80D)",
      nps: "s.124 (formerly 80CCD(1B))",
      savingsInterest: "s.153 (formerly 80TTA)",
      depositInterest: "s.153 (formerly 80TTB)",
      rebate: "156 (formerly 87A)",
      stcgEquity: "s.196",
      ltcgEquity: "s.198",
      ltcgOther: "s.197",
      roundIncome: "s.516",
      roundTax: "s.516",
      housePropertySetOff: "s.107 (formerly 71(3A))",
      housePropertyCarryForward: "s.110 (formerly 71B)",
      newRegimeHouseLoss: "s.202(2)",
    },
    old: OLD_REGIME,
    new: NEW_REGIME,
    special: SPECIAL,
    cess: CESS,
    deductions: DEDUCTIONS,
    hra: {
      ...HRA_BASE,
      // Draft Income-tax Rules 2026, rule 279, as reported in February 2026; final list not seen.
      metroCities: ["Delhi", "Mumbai", "Kolkata", "Chennai", "Bengaluru", "Hyderabad", "Pune", "Ahmedabad"],
    },
    sources: [
      "Income-tax Act 2025 (No. 30 of 2025): s.19(1) standard deduction, s.22 home-loan interest, ss.123, 124, 126, 153 deductions, s.156 rebate, ss.196-198 capital gains, s.202 new regime, s.516 rounding",
      `${FINANCE_ACT_2026}: s.3 and First Schedule Part I-B (old-regime slabs, surcharge and its marginal relief, 4% cess)`,
      `The memorandum to the Bill that became the ${FINANCE_ACT_2026}: no change in rates for tax year 2026-27`,
      "Draft Income-tax Rules 2026, rule 279: HRA metro cities (final rules not confirmed)",
    ],
  },
  "2025-26": {
    year: "2025-26",
    label: "FY 2025-26 (AY 2026-27)",
    sections: {
      standardDeduction: "s.16(ia)",
      hra: "s.10(13A)",
      homeLoan: "s.24(b)",
      investments: "80C",
      healthInsurance: "80D",
      nps: "80CCD(1B)",
      savingsInterest: "80TTA",
      depositInterest: "80TTB",
      rebate: "87A",
      stcgEquity: "s.111A",
      ltcgEquity: "s.112A",
      ltcgOther: "s.112",
      roundIncome: "s.288A",
      roundTax: "s.288B",
      housePropertySetOff: "s.71(3A)",
      housePropertyCarryForward: "s.71B",
      newRegimeHouseLoss: "s.115BAC(2)",
    },
    old: OLD_REGIME,
    new: NEW_REGIME,
    special: SPECIAL,
    cess: CESS,
    deductions: DEDUCTIONS,
    hra: { ...HRA_BASE, metroCities: ["Delhi", "Mumbai", "Kolkata", "Chennai"] },
    sources: [
      "Income-tax Act 1961 as amended by the Finance Act 2025: s.115BAC(1A) slabs, s.87A rebate with marginal relief, s.16(ia), s.10(13A), s.24(b), Chapter VI-A, ss.111A, 112, 112A, ss.288A and 288B",
      "Finance Act 2025 (No. 7 of 2025) First Schedule Part III: old-regime slabs, surcharge, 4% cess",
      "Income Tax Department, Budget 2025 FAQs on the new tax regime (marginal relief example: income ₹12,10,000, tax ₹10,000)",
    ],
  },
};

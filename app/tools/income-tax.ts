// The old-vs-new regime income-tax calculator for a resident individual (issue
// 24.1): a pure function of the taxpayer's figures and the year's rules in
// income-tax-rules.ts. Money is integer paise throughout; a rate is integer
// basis points, and the only division rounds to the nearest paisa.
//
// NOTE: longer than the house's 150 lines for a utility. It is one computation
// (income, deductions, slabs, special rates, rebate, surcharge, cess,
// rounding) whose parts only make sense in that order; split up, each file
// would need the others to be read.
//
// The order of computation, as the Act has it:
// 1. income under each head; salary less the HRA exemption and standard
//    deduction; a self-occupied house's loan interest is a loss set off first
//    against other slab-rate income, then against capital gains;
// 2. gross total income less the Chapter VI-A deductions, which cannot eat
//    into the special-rate gains (s.111A(2), s.112(2), s.112A(5));
// 3. total income rounded to the nearest ₹10 (s.288A; s.516 of the 2025 Act);
// 4. tax at the slabs on the rest, and at flat rates on the special-rate gains,
//    with any unused basic exemption set against those gains (the shortfall
//    provisos of s.111A, s.112 and s.112A);
// 5. the rebate, its marginal relief, the surcharge and its marginal relief,
//    the 4% cess on tax plus surcharge;
// 6. tax payable rounded to the nearest ₹10 (s.288B; s.516).
import {
  type AgeBand,
  INCOME_TAX_RULES,
  type Regime,
  type RegimeRules,
  rupees,
  type Slab,
  type SpecialKind,
  type TaxYear,
  type YearRules,
} from "#app/tools/income-tax-rules.ts";

export type { AgeBand, TaxYear } from "#app/tools/income-tax-rules.ts";

export type IncomeTaxInput = {
  year: TaxYear;
  age: AgeBand;
  /** Turns on the standard deduction and, in the old regime, the HRA exemption. */
  salaried: boolean;
  // Every amount in paise, ≥ 0.
  /** Gross salary, including HRA received. */
  salary: number;
  /** Basic + DA, for the HRA exemption. */
  basicSalary: number;
  hraReceived: number;
  rentPaid: number;
  metroCity: boolean;
  /** Income from a let-out house after its 30% standard deduction and its own interest. */
  houseProperty: number;
  /** A let-out house's loss: its loan interest (s.24(b)) beyond the rent less municipal tax and 30%. */
  housePropertyLoss: number;
  /** Dividends from shares and mutual funds: slab rates, but a surcharge of at most 15% on their tax. */
  dividends: number;
  /** Profits of business or profession. */
  business: number;
  stcgEquity: number;
  ltcgEquity: number;
  stcgOther: number;
  ltcgOther: number;
  /** Savings-bank interest (80TTA). */
  savingsInterest: number;
  /** FD/RD interest (80TTB for seniors). */
  depositInterest: number;
  /** Taxed at the slabs (dividends have their own field). */
  otherIncome: number;
  deduction80C: number;
  deduction80D: number;
  /** Interest on a loan for a self-occupied house. */
  homeLoanInterest: number;
  nps80ccd1b: number;
};

/** What a line's words take besides their key: sections, rates in percent, lakhs. */
export type StepValues = Readonly<Record<string, string | number>>;

/**
 * One line of the working, in order; `amount` in paise, negative for what is
 * taken off. `label` is the English; `key` and `values` give the same words in
 * the page's language (`incomeTax.steps.<key>` of the tools' messages).
 */
type Step = { key: string; label: string; amount: number; values?: StepValues };

export type RegimeResult = {
  regime: Regime;
  /**
   * Income lines, "Gross total income", deductions, "Total income", its ₹10
   * rounding, "Taxable income", then the tax lines down to "Total tax". The two
   * rounding lines are always there, even when they are ₹0.
   */
  steps: Step[];
  /** Every slab of the regime and age band; `rate` in percent. */
  slabs: { from: number; to: number | null; rate: number; income: number; tax: number }[];
  /** One line per special-rate gain entered; `income` is the part taxed, after exemptions. */
  specialRates: { kind: SpecialKind; label: string; values: StepValues; rate: number; income: number; tax: number }[];
  /** As the Act means it: after the HRA exemption, standard deduction and home-loan interest. */
  grossTotalIncome: number;
  /** The Chapter VI-A deductions (80C, 80D, 80CCD(1B), 80TTA/80TTB). */
  deductions: number;
  /** Total income after the ₹10 rounding: the figure taxed. */
  taxableIncome: number;
  /** Tax at the slab rates only; the special rates are in `specialRates`. */
  slabTax: number;
  /** The rebate including its marginal relief. */
  rebate: number;
  /** In percent; on dividends and the special-rate gains it is capped at 15%. */
  surchargeRate: number;
  /** After its marginal relief. */
  surcharge: number;
  cess: number;
  /** Tax payable, rounded to the nearest ₹10. */
  total: number;
};

export type IncomeTaxComparison = {
  old: RegimeResult;
  new: RegimeResult;
  cheaper: "old" | "new" | "same";
  saving: number;
  year: TaxYear;
  sources: string[];
};

export const TAX_YEARS: Record<TaxYear, string> = {
  "2026-27": INCOME_TAX_RULES["2026-27"].label,
  "2025-26": INCOME_TAX_RULES["2025-26"].label,
};

export const AGE_BANDS: Record<AgeBand, string> = {
  "below-60": "Below 60",
  "60-79": "60 to 79 (senior citizen)",
  "80-plus": "80 or over (super senior citizen)",
};

const MONEY_FIELDS = [
  "salary",
  "basicSalary",
  "hraReceived",
  "rentPaid",
  "houseProperty",
  "housePropertyLoss",
  "dividends",
  "business",
  "stcgEquity",
  "ltcgEquity",
  "stcgOther",
  "ltcgOther",
  "savingsInterest",
  "depositInterest",
  "otherIncome",
  "deduction80C",
  "deduction80D",
  "homeLoanInterest",
  "nps80ccd1b",
] as const satisfies readonly (keyof IncomeTaxInput)[];

// ₹1,000 crore: keeps amount × rate inside Number's exact integers.
const MAX_TOTAL = rupees(1_000_00_00_000);

// Losses, the unused basic exemption and the surcharge-relief threshold come
// off the highest-taxed gains first, which is the taxpayer's best choice.
const ABSORB_ORDER: SpecialKind[] = ["stcgEquity", "ltcgOther", "ltcgEquity"];

type Gains = Record<SpecialKind, number>;

export function calculateIncomeTax(input: IncomeTaxInput): IncomeTaxComparison {
  checkInput(input);
  const rules = INCOME_TAX_RULES[input.year];
  const oldRegime = calculateRegime(input, rules, "old");
  const newRegime = calculateRegime(input, rules, "new");
  const difference = oldRegime.total - newRegime.total;
  return {
    old: oldRegime,
    new: newRegime,
    cheaper: difference < 0 ? "old" : difference > 0 ? "new" : "same",
    saving: Math.abs(difference),
    year: input.year,
    sources: rules.sources,
  };
}

function checkInput(input: IncomeTaxInput): void {
  let total = 0;
  for (const field of MONEY_FIELDS) {
    const value = input[field];
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`${field} must be a whole number of paise, 0 or more`);
    }
    total += value;
  }
  if (total > MAX_TOTAL) throw new RangeError("The amounts entered add up to more than ₹1,000 crore");
}

function calculateRegime(input: IncomeTaxInput, rules: YearRules, regime: Regime): RegimeResult {
  const regimeRules = rules[regime];
  const s = rules.sections;
  const steps: Step[] = [];
  const add = (key: string, label: string, amount: number, values?: StepValues) => {
    if (amount !== 0) steps.push({ key, label, amount, ...(values ? { values } : {}) });
  };

  // Salary.
  const hra = regimeRules.allowsDeductions && input.salaried ? getHraExemption(input, rules) : 0;
  const standardDeduction = input.salaried ? Math.min(regimeRules.standardDeduction, input.salary - hra) : 0;
  add("salary", "Salary", input.salary);
  add("hra", `HRA exemption (${s.hra})`, -hra, { section: s.hra });
  add("standardDeduction", `Standard deduction (${s.standardDeduction})`, -standardDeduction, {
    section: s.standardDeduction,
  });

  // House property: the head's income or loss, netted within the head (s.70),
  // then a loss set off against the other heads only up to the regime's cap.
  const homeLoan = regimeRules.allowsDeductions
    ? Math.min(input.homeLoanInterest, rules.deductions.homeLoanInterest)
    : 0;
  add("houseProperty", "Income from a let-out house", input.houseProperty);
  add("homeLoan", `Interest on the home loan of a self-occupied house (${s.homeLoan})`, -homeLoan, {
    section: s.homeLoan,
  });
  add("housePropertyLoss", `Loss from a let-out house (interest, ${s.homeLoan})`, -input.housePropertyLoss, {
    section: s.homeLoan,
  });
  const houseHead = input.houseProperty - homeLoan - input.housePropertyLoss;
  const houseLossNotSetOff = Math.max(0, -houseHead - regimeRules.housePropertyLoss.setOffCap);
  const lakh = regimeRules.housePropertyLoss.setOffCap / 1_00_00_000;
  if (regimeRules.housePropertyLoss.carriedForward) {
    add(
      "houseLossCarriedForward",
      `House-property loss over ₹${lakh} lakh, carried forward (${s.housePropertySetOff}, ${s.housePropertyCarryForward})`,
      houseLossNotSetOff,
      { lakh, setOff: s.housePropertySetOff, carryForward: s.housePropertyCarryForward },
    );
  } else {
    add(
      "houseLossNotSetOff",
      `House-property loss not set off against other income (${s.newRegimeHouseLoss})`,
      houseLossNotSetOff,
      { section: s.newRegimeHouseLoss },
    );
  }

  // Business, other sources.
  add("business", "Business or profession", input.business);
  add("savingsInterest", "Savings bank interest", input.savingsInterest);
  add("depositInterest", "Interest on deposits", input.depositInterest);
  add("dividends", "Dividends", input.dividends);
  add("otherIncome", "Other income", input.otherIncome);
  add("stcgOther", "Short-term capital gains taxed at slab rates", input.stcgOther);
  add("stcgEquity", `Short-term gains on listed equity (${s.stcgEquity})`, input.stcgEquity, { section: s.stcgEquity });
  add("ltcgEquity", `Long-term gains on equity (${s.ltcgEquity})`, input.ltcgEquity, { section: s.ltcgEquity });
  add("ltcgOther", `Other long-term capital gains (${s.ltcgOther})`, input.ltcgOther, { section: s.ltcgOther });

  let normal =
    input.salary -
    hra -
    standardDeduction +
    houseHead +
    houseLossNotSetOff +
    input.business +
    input.savingsInterest +
    input.depositInterest +
    input.dividends +
    input.otherIncome +
    input.stcgOther;
  const gains: Gains = { stcgEquity: input.stcgEquity, ltcgEquity: input.ltcgEquity, ltcgOther: input.ltcgOther };
  if (normal < 0) {
    // A house-property loss left over after the slab-rate income: set off
    // against the gains (s.71); whatever remains would be carried forward.
    absorb(gains, -normal);
    normal = 0;
  }
  const grossTotalIncome = normal + sumGains(gains);
  steps.push({ key: "grossTotalIncome", label: "Gross total income", amount: grossTotalIncome });

  // Chapter VI-A deductions, only out of the slab-rate income.
  let room = normal;
  const deduct = (key: string, label: string, section: string, claimed: number, cap: number) => {
    const allowed = Math.min(claimed, cap, room);
    room -= allowed;
    add(key, label, -allowed, { section });
    return allowed;
  };
  let deductions = 0;
  if (regimeRules.allowsDeductions) {
    const d = rules.deductions;
    deductions += deduct(
      "investments",
      `Deduction for investments (${s.investments})`,
      s.investments,
      input.deduction80C,
      d.investments,
    );
    deductions += deduct(
      "healthInsurance",
      `Health insurance (${s.healthInsurance})`,
      s.healthInsurance,
      input.deduction80D,
      d.healthInsurance[input.age],
    );
    deductions += deduct("nps", `Pension scheme contribution (${s.nps})`, s.nps, input.nps80ccd1b, d.nps);
    deductions +=
      input.age === "below-60"
        ? deduct(
            "savingsInterestDeduction",
            `Savings bank interest (${s.savingsInterest})`,
            s.savingsInterest,
            input.savingsInterest,
            d.savingsInterest,
          )
        : deduct(
            "seniorInterest",
            `Interest on deposits, senior citizen (${s.depositInterest})`,
            s.depositInterest,
            input.savingsInterest + input.depositInterest,
            d.seniorInterest,
          );
  }

  const totalIncome = grossTotalIncome - deductions;
  const taxableIncome = roundToTenRupees(totalIncome);
  steps.push({ key: "totalIncome", label: "Total income", amount: totalIncome });
  steps.push({
    key: "rounded",
    label: `Rounded to the nearest ₹10 (${s.roundIncome})`,
    amount: taxableIncome - totalIncome,
    values: { section: s.roundIncome },
  });
  steps.push({ key: "taxableIncome", label: "Taxable income", amount: taxableIncome });

  // Tax.
  const slabIncome = Math.max(0, taxableIncome - sumGains(gains));
  // The dividends in the slab-rate income: deductions are taken as coming off the other income first.
  const dividends = Math.min(input.dividends, slabIncome);
  const tax = getTaxAndSurcharge(slabIncome, dividends, gains, regimeRules, rules, input.age);
  add("shortfall", "Basic exemption left over, set against the special-rate gains", -tax.shortfallUsed);
  steps.push({ key: "slabTax", label: "Tax at slab rates", amount: tax.slabTax });
  const specialRates = tax.special.map((line) => ({
    kind: line.kind,
    label: `${specialLabel(line.kind, rules)} at ${line.rate}%`,
    values: { section: rules.sections[line.kind], rate: line.rate },
    rate: line.rate,
    income: line.income,
    tax: line.tax,
  }));
  for (const line of specialRates) {
    steps.push({ key: `taxOn.${line.kind}`, label: `Tax on ${line.label}`, amount: line.tax, values: line.values });
  }
  if (taxableIncome > regimeRules.rebate.incomeLimit) add("rebateRelief", "Marginal relief on the rebate", -tax.rebate);
  else add("rebate", `Rebate u/s ${s.rebate}`, -tax.rebate, { section: s.rebate });

  const capped = [tax.dividendTax > 0 ? "dividends" : "", tax.specialTax > 0 ? "the special-rate gains" : ""]
    .filter(Boolean)
    .join(" and ");
  // Which of the capped taxes the surcharge line names, as its key's last part.
  const cappedKey = tax.dividendTax > 0 ? (tax.specialTax > 0 ? "Both" : "Dividends") : "Gains";
  if (tax.specialRate < tax.rate && capped) {
    add(
      `surchargeCapped${cappedKey}`,
      `Surcharge ${tax.rate / 100}% (${tax.specialRate / 100}% on the tax on ${capped})`,
      tax.surchargeBeforeRelief,
      { rate: tax.rate / 100, cappedRate: tax.specialRate / 100 },
    );
  } else {
    add("surcharge", `Surcharge ${tax.rate / 100}%`, tax.surchargeBeforeRelief, { rate: tax.rate / 100 });
  }
  const relief = getSurchargeRelief(taxableIncome, slabIncome, dividends, gains, tax, regimeRules, rules, input.age);
  const surcharge = tax.surchargeBeforeRelief - relief;
  add("surchargeRelief", "Marginal relief on the surcharge", -relief);

  const taxAfterRebate = tax.taxAndSurcharge - tax.surchargeBeforeRelief;
  const cess = applyRate(taxAfterRebate + surcharge, rules.cess);
  add("cess", `Health and education cess ${rules.cess / 100}%`, cess, { rate: rules.cess / 100 });
  const unrounded = taxAfterRebate + surcharge + cess;
  const total = roundToTenRupees(unrounded);
  steps.push({
    key: "rounded",
    label: `Rounded to the nearest ₹10 (${s.roundTax})`,
    amount: total - unrounded,
    values: { section: s.roundTax },
  });
  steps.push({ key: "totalTax", label: "Total tax", amount: total });

  return {
    regime,
    steps,
    slabs: tax.slabs,
    specialRates,
    grossTotalIncome,
    deductions,
    taxableIncome,
    slabTax: tax.slabTax,
    rebate: tax.rebate,
    surchargeRate: tax.rate / 100,
    surcharge,
    cess,
    total,
  };
}

// Least of the HRA received, rent paid over 10% of basic, and 50% (metro) or
// 40% of basic; never more than the salary it comes out of.
function getHraExemption(input: IncomeTaxInput, rules: YearRules): number {
  const rentOver = Math.max(0, input.rentPaid - applyRate(input.basicSalary, rules.hra.rentOver));
  const ofBasic = applyRate(input.basicSalary, input.metroCity ? rules.hra.metro : rules.hra.nonMetro);
  return Math.min(input.hraReceived, rentOver, ofBasic, input.salary);
}

type TaxAndSurcharge = {
  slabs: RegimeResult["slabs"];
  slabTax: number;
  /** The part of the slab tax that is on dividends: the slab tax less the slab tax without them. */
  dividendTax: number;
  special: { kind: SpecialKind; rate: number; income: number; tax: number }[];
  specialTax: number;
  shortfallUsed: number;
  rebate: number;
  /** Basis points: on the slab-rate tax, and on the tax on dividends and the special-rate gains. */
  rate: number;
  specialRate: number;
  surchargeBeforeRelief: number;
  /** Tax after the rebate plus surcharge, before its marginal relief. */
  taxAndSurcharge: number;
};

function getSlabs(income: number, table: Slab[]) {
  return table.map((slab, index) => {
    const to = table[index + 1]?.from ?? null;
    const part = Math.max(0, Math.min(income, to ?? income) - slab.from);
    return { from: slab.from, to, rate: slab.rate / 100, income: part, tax: applyRate(part, slab.rate) };
  });
}

const sumTax = (lines: { tax: number }[]) => lines.reduce((sum, line) => sum + line.tax, 0);

function getTaxAndSurcharge(
  slabIncome: number,
  dividends: number,
  gains: Gains,
  regime: RegimeRules,
  rules: YearRules,
  age: AgeBand,
): TaxAndSurcharge {
  const totalIncome = slabIncome + sumGains(gains);

  const table = regime.slabs[age];
  const slabs = getSlabs(slabIncome, table);
  const slabTax = sumTax(slabs);
  // NOTE: "income-tax computed in respect of that part of income" (the dividends)
  // is read as the tax they add on top of the other slab income, the top slice:
  // our reading, and the larger share for the 15% cap.
  const dividendTax = slabTax - sumTax(getSlabs(slabIncome - dividends, table));

  // The shortfall provisos: a resident's unused basic exemption comes off the gains.
  const taxable: Gains = {
    ...gains,
    ltcgEquity: Math.max(0, gains.ltcgEquity - rules.special.ltcgEquity.exemption),
  };
  const basicExemption = table.find((slab) => slab.rate > 0)?.from ?? 0;
  const shortfall = Math.max(0, basicExemption - slabIncome);
  const shortfallUsed = shortfall - absorb(taxable, shortfall);
  const special = ABSORB_ORDER.filter((kind) => gains[kind] > 0).map((kind) => {
    const rate = rules.special[kind].rate;
    return { kind, rate: rate / 100, income: taxable[kind], tax: applyRate(taxable[kind], rate) };
  });
  const specialTax = sumTax(special);

  // The rebate reaches only the tax it is allowed against; above the limit,
  // the new regime's marginal relief keeps the tax to the income over ₹12 lakh.
  // NOTE: the limit is tested on total income, gains included, as the Act
  // words it; some commentators leave the special-rate gains out of the test.
  const rebatable =
    slabTax + special.filter((l) => !regime.rebate.notAgainst.includes(l.kind)).reduce((t, l) => t + l.tax, 0);
  const limit = regime.rebate.incomeLimit;
  const rebate =
    totalIncome <= limit
      ? Math.min(regime.rebate.maximum, rebatable)
      : regime.rebate.marginalRelief
        ? Math.min(rebatable, Math.max(0, slabTax + specialTax - (totalIncome - limit)))
        : 0;

  // The surcharge band is read off the total income, or for the top bands off
  // the total income without dividends and the special-rate gains; the tax on
  // those never bears more than the cap.
  const withoutCapped = totalIncome - sumGains(gains) - dividends;
  let rate = 0;
  for (const band of regime.surcharge) {
    if ((band.excludingSpecial ? withoutCapped : totalIncome) > band.above) rate = band.rate;
  }
  const specialRate = Math.min(rate, rules.special.surchargeCap);
  // A rebate and a surcharge never meet (₹12 lakh against ₹50 lakh); the rebate
  // is taken off the slab tax first, the dividends' share of it last.
  const slabTaxAfterRebate = slabTax - Math.min(rebate, slabTax);
  const dividendTaxAfterRebate = Math.min(dividendTax, slabTaxAfterRebate);
  const specialTaxAfterRebate = specialTax - (rebate - Math.min(rebate, slabTax));
  const surchargeBeforeRelief =
    applyRate(slabTaxAfterRebate - dividendTaxAfterRebate, rate) +
    applyRate(dividendTaxAfterRebate, specialRate) +
    applyRate(specialTaxAfterRebate, specialRate);

  return {
    slabs,
    slabTax,
    dividendTax,
    special,
    specialTax,
    shortfallUsed,
    rebate,
    rate,
    specialRate,
    surchargeBeforeRelief,
    taxAndSurcharge: slabTax + specialTax - rebate + surchargeBeforeRelief,
  };
}

// Marginal relief: tax and surcharge may exceed the tax and surcharge on an
// income of exactly the threshold by no more than the income above it. We
// bring the income down to the threshold by taking off first what bears the
// most tax: the other slab-rate income, then dividends (their surcharge is
// capped), then the special-rate gains (our reading; the lower the tax at the
// threshold, the larger the relief).
function getSurchargeRelief(
  taxableIncome: number,
  slabIncome: number,
  dividends: number,
  gains: Gains,
  tax: TaxAndSurcharge,
  regime: RegimeRules,
  rules: YearRules,
  age: AgeBand,
): number {
  const threshold = regime.surcharge.findLast((band) => taxableIncome > band.above)?.above;
  if (threshold === undefined) return 0;
  const over = taxableIncome - threshold;
  const atThreshold: Gains = { ...gains };
  const fromOther = Math.min(slabIncome - dividends, over);
  const fromDividends = Math.min(dividends, over - fromOther);
  absorb(atThreshold, over - fromOther - fromDividends);
  const ceiling =
    getTaxAndSurcharge(
      slabIncome - fromOther - fromDividends,
      dividends - fromDividends,
      atThreshold,
      regime,
      rules,
      age,
    ).taxAndSurcharge + over;
  return Math.min(tax.surchargeBeforeRelief, Math.max(0, tax.taxAndSurcharge - ceiling));
}

function specialLabel(kind: SpecialKind, rules: YearRules): string {
  const s = rules.sections;
  if (kind === "stcgEquity") return `short-term gains on listed equity (${s.stcgEquity})`;
  if (kind === "ltcgEquity") return `long-term gains on equity above ₹1.25 lakh (${s.ltcgEquity})`;
  return `other long-term capital gains (${s.ltcgOther})`;
}

/** Takes up to `amount` off the gains in ABSORB_ORDER, in place; returns what could not be taken. */
function absorb(gains: Gains, amount: number): number {
  let left = amount;
  for (const kind of ABSORB_ORDER) {
    const taken = Math.min(gains[kind], left);
    gains[kind] -= taken;
    left -= taken;
  }
  return left;
}

function sumGains(gains: Gains): number {
  return gains.stcgEquity + gains.ltcgEquity + gains.ltcgOther;
}

/** amount × rate in basis points, to the nearest paisa. */
function applyRate(amount: number, rate: number): number {
  return Math.round((amount * rate) / 10_000);
}

// s.288A and s.288B (1961), s.516 (2025): the paise are ignored, then the
// amount goes to the nearest multiple of ₹10, a last digit of 5 or more up.
function roundToTenRupees(paise: number): number {
  const wholeRupees = Math.floor(paise / 100);
  const lastDigit = wholeRupees % 10;
  return (wholeRupees - lastDigit + (lastDigit >= 5 ? 10 : 0)) * 100;
}

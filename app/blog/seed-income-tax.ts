import type { SeedPost } from "#app/blog/seed-types.ts";

export const INCOME_TAX_POSTS: SeedPost[] = [
  {
    id: "choosing-the-right-itr-form",
    category: "Income Tax",
    title: "Choosing the Right ITR Form for AY 2026-27: ITR-1 to ITR-7 Explained",
    date: "2026-10-08",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "Which return form fits your income for FY 2025-26? A plain-English guide to ITR-1 to ITR-7, the current limits for ITR-1 and ITR-4, and what happens if you file in the wrong form.",
    image: "/images/blog/choosing-the-right-itr-form.svg",
    body: [
      {
        type: "paragraph",
        text: "Picking the return form is the first real decision in filing your return, and the wrong one can get the return treated as defective. Income earned in FY 2025-26 is reported for AY 2026-27 under the Income-tax Act, 1961. The Income-tax Act, 2025 took effect on 1 April 2026 and renumbers many provisions, so the sections mentioned here are those of the 1961 Act, for AY 2026-27. Confirm the current forms and instructions on the e-filing portal before you file.",
      },
      { type: "heading", text: "Start with who you are and what you earned" },
      {
        type: "paragraph",
        text: "The right form depends on the kind of taxpayer you are, your residential status, and the heads under which your income falls. List every receipt of the year, then check your Annual Information Statement (AIS). It often shows items people forget, such as a small mutual fund redemption, which can change the form you need.",
      },
      { type: "heading", text: "ITR-1 (Sahaj): the simplest form, with strict conditions" },
      {
        type: "paragraph",
        text: "ITR-1 is only for an individual who is resident and ordinarily resident in India, with total income of up to Rs 50 lakh. NRIs and those who are resident but not ordinarily resident cannot use it. Currently, for AY 2026-27, it can carry:",
      },
      {
        type: "list",
        items: [
          "Salary or pension.",
          "Income from up to two house properties (earlier forms allowed only one), with no house property loss brought forward from an earlier year.",
          "Income from other sources, such as interest, dividends and family pension, but not lottery or race horse winnings.",
          "Long-term capital gains under section 112A (listed equity shares and equity-oriented fund units) of up to Rs 1.25 lakh, with no capital loss to set off or carry forward. This relaxation first came in for AY 2025-26.",
          "Agricultural income of up to Rs 5,000.",
        ],
      },
      {
        type: "paragraph",
        text: "You cannot use ITR-1 if you were a company director, held unlisted equity shares during the year, had foreign assets or income, deferred tax on start-up ESOPs, or had tax deducted under section 194N on cash withdrawals. A single short-term gain, such as redeeming an equity fund within 12 months, also rules it out.",
      },
      { type: "heading", text: "ITR-2: capital gains, NRIs and more complex personal income" },
      {
        type: "paragraph",
        text: "ITR-2 is for individuals and HUFs with no business or professional income who cannot use ITR-1: for example, anyone with short-term gains, property gains, section 112A gains above the ITR-1 limit or capital losses, NRIs, those with income above Rs 50 lakh, directors and holders of unlisted shares. Foreign assets, including RSUs of an overseas parent company, must be reported in Schedule FA even if they produced no income.",
      },
      { type: "heading", text: "ITR-3 and ITR-4: business and professional income" },
      {
        type: "paragraph",
        text: "ITR-3 is for individuals and HUFs with business or professional income computed under the regular provisions, where you keep books and claim actual expenses. It also covers partners in firms and futures and options traders.",
      },
      {
        type: "paragraph",
        text: "ITR-4 (Sugam) is for resident individuals, HUFs and firms other than LLPs with total income of up to Rs 50 lakh who declare business or professional income on a presumptive basis under section 44AD, 44ADA or 44AE. Currently it allows the same limited house property and section 112A allowances as ITR-1, and the same exclusions apply. Above Rs 50 lakh of total income, presumptive income is reported in ITR-3.",
      },
      { type: "heading", text: "ITR-5, ITR-6 and ITR-7: forms for entities" },
      {
        type: "list",
        items: [
          "ITR-5: firms, LLPs, associations of persons, bodies of individuals, co-operative societies and other persons who are not individuals, HUFs or companies and are not required to file ITR-7.",
          "ITR-6: companies, other than those claiming exemption under section 11 for income from property held for charitable or religious purposes.",
          "ITR-7: persons, including companies, required to file under section 139(4A), 139(4B), 139(4C) or 139(4D), such as charitable and religious trusts, political parties and certain institutions.",
        ],
      },
      { type: "heading", text: "What happens if you use the wrong form" },
      {
        type: "paragraph",
        text: "A return filed in a form that does not suit your income can be treated as defective under section 139(9) of the 1961 Act (for AY 2026-27). You receive a notice describing the defect and, under the law, 15 days from the intimation to fix it, extendable on request. You respond through e-Proceedings on the portal, usually by filing a corrected return in the right form. If the defect is not removed in time, the return is treated as invalid, as if never filed. That can mean a late fee, interest, losing the right to carry forward losses, and losing the old regime, which needs a return filed by the due date under section 139(1).",
      },
      {
        type: "paragraph",
        text: "If you spot the mistake yourself, file a revised return under section 139(5) in the correct form. For AY 2026-27, aim for 31 December 2026. The Finance Act, 2026 allows revised returns up to 31 March with a fee for revisions after 31 December; confirm on the portal which window applies to your return before relying on it.",
      },
      { type: "heading", text: "A quick checklist before you file" },
      {
        type: "list",
        items: [
          "Reconcile AIS and Form 26AS with your own records.",
          "Any capital gains beyond the ITR-1 allowance, or any capital loss? Use ITR-2, or ITR-3 if you also have business income.",
          "Business or professional income? ITR-4 if presumptive and within its conditions, otherwise ITR-3.",
          "Director, unlisted shares, foreign assets, or not ordinarily resident? ITR-1 and ITR-4 are ruled out.",
        ],
      },
    ],
  },
  {
    id: "old-vs-new-tax-regime",
    category: "Income Tax",
    title: "Old vs New Tax Regime for FY 2025-26: How to Compare and Choose",
    date: "2026-10-22",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "The new regime is the default, and with the Rs 12 lakh rebate it now suits most taxpayers. Here is how the two regimes differ for FY 2025-26, how to compare them with your own numbers, and the switching rules.",
    image: "/images/blog/old-vs-new-tax-regime.svg",
    body: [
      {
        type: "paragraph",
        text: "Since FY 2023-24, the new tax regime under section 115BAC has been the default for individuals, HUFs and certain others unless they opt out. For FY 2025-26 (AY 2026-27) the slabs were widened and the rebate raised, but the old regime can still win for people with large deductions and exemptions. Sections mentioned here are from the Income-tax Act, 1961, for AY 2026-27; the Income-tax Act, 2025, in force from 1 April 2026, renumbers them for later years.",
      },
      { type: "heading", text: "New regime slabs for FY 2025-26" },
      {
        type: "list",
        items: [
          "Up to Rs 4 lakh: nil",
          "Rs 4 lakh to Rs 8 lakh: 5%",
          "Rs 8 lakh to Rs 12 lakh: 10%",
          "Rs 12 lakh to Rs 16 lakh: 15%",
          "Rs 16 lakh to Rs 20 lakh: 20%",
          "Rs 20 lakh to Rs 24 lakh: 25%",
          "Above Rs 24 lakh: 30%",
        ],
      },
      {
        type: "paragraph",
        text: "A 4% health and education cess is added, and surcharge applies at higher incomes, currently capped at 25% in the new regime. Salaried employees and pensioners currently get a standard deduction of Rs 75,000 under the new regime, against Rs 50,000 under the old one.",
      },
      { type: "heading", text: "The Rs 12 lakh rebate and what it does not cover" },
      {
        type: "paragraph",
        text: "Under section 87A, a resident individual in the new regime with total income up to Rs 12 lakh gets a rebate of up to Rs 60,000, making the tax nil. With the Rs 75,000 standard deduction, a salary of up to Rs 12.75 lakh with no other income is tax-free. Just above Rs 12 lakh, marginal relief limits the tax to the amount by which income exceeds Rs 12 lakh. At a total income of Rs 12.10 lakh, for example, the slab tax is Rs 61,500, but the tax payable is Rs 10,000 plus cess.",
      },
      {
        type: "paragraph",
        text: "The rebate cannot be used against tax on income taxed at special rates, such as gains under section 111A or 112A; the Finance Act, 2025 made this explicit from AY 2026-27. Capital gains still count towards the Rs 12 lakh limit, and NRIs cannot claim the rebate at all.",
      },
      { type: "heading", text: "What you give up: the old regime deductions" },
      {
        type: "paragraph",
        text: "The old regime has higher rates: below age 60, nil up to Rs 2.5 lakh, 5% up to Rs 5 lakh, 20% up to Rs 10 lakh and 30% above, with higher exemption limits for senior (Rs 3 lakh) and super senior citizens (Rs 5 lakh). Its rebate covers income up to Rs 5 lakh. In return, it keeps the deductions the new regime removes, mainly:",
      },
      {
        type: "list",
        items: [
          "Section 80C, up to Rs 1.5 lakh: employee PF, PPF, ELSS, life insurance premium, home loan principal, children's tuition fees and tax-saving deposits.",
          "Section 80D health insurance: up to Rs 25,000 for yourself and family, a separate limit for parents, and Rs 50,000 where the insured person is a senior citizen.",
          "House rent allowance exemption under section 10(13A).",
          "Interest on a home loan for a self-occupied house under section 24(b), up to Rs 2 lakh.",
          "Others, such as section 80CCD(1B) for your own NPS contribution (up to Rs 50,000), 80E, 80G, 80TTA or 80TTB, and leave travel allowance.",
        ],
      },
      {
        type: "paragraph",
        text: "The new regime still allows the standard deduction, the employer's NPS contribution under section 80CCD(2) (currently up to 14% of salary), and home loan interest on a let-out property against its rent.",
      },
      { type: "heading", text: "How to compare with your own numbers" },
      {
        type: "list",
        items: [
          "Add up income from all heads.",
          "New regime: deduct the Rs 75,000 standard deduction and any employer NPS contribution, then apply the slabs, rebate and cess.",
          "Old regime: deduct the Rs 50,000 standard deduction, HRA exemption, professional tax, home loan interest and deductions actually paid by 31 March 2026.",
          "Compare the final tax including cess.",
        ],
      },
      {
        type: "paragraph",
        text: "Take a salary of Rs 15 lakh with no other income. Under the new regime, taxable income is Rs 14.25 lakh and tax is Rs 93,750, or Rs 97,500 with cess. Under the old regime, to pay less, exemptions and deductions beyond the standard deduction would have to exceed about Rs 5.44 lakh. That usually needs full 80C plus a sizeable HRA exemption or home loan interest.",
      },
      { type: "heading", text: "Switching rules: salaried versus business income" },
      {
        type: "paragraph",
        text: "Without business or professional income, as for most salaried people, pensioners and investors, you can choose afresh each year. Your employer deducts TDS under the new regime unless you tell it otherwise, but the final choice is made in your return. The old regime can only be chosen in a return filed by the due date under section 139(1). If you file a belated return, the new regime applies.",
      },
      {
        type: "paragraph",
        text: "If you have business or professional income, opting for the old regime needs Form 10-IEA filed before the due date under section 139(1). That choice carries on into later years. You can go back to the new regime only once, and after that you cannot opt out again unless you stop having business or professional income. It is not a yearly switch.",
      },
      { type: "heading", text: "Practical pointers" },
      {
        type: "list",
        items: [
          "With income up to Rs 12 lakh after the standard deduction and no special-rate income, the new regime almost always wins.",
          "Do not buy insurance or investments only to claim deductions; compare first.",
          "Repeat the comparison each year; a pay rise, home loan or rent change can alter the answer.",
        ],
      },
    ],
  },
  {
    id: "intimation-under-section-143-1",
    category: "Income Tax",
    title: "Got an Intimation under Section 143(1)? How to Read It and What to Do",
    date: "2026-11-05",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "An intimation under section 143(1) tells you whether your return was accepted, or left you with a refund or a demand. Here is how to read the comparison, check it against AIS and Form 26AS, and respond.",
    image: "/images/blog/intimation-under-section-143-1.svg",
    body: [
      {
        type: "paragraph",
        text: "Once you file and verify your return, the Centralized Processing Centre (CPC) processes it and sends the result as an intimation under section 143(1). For AY 2026-27 returns this is section 143(1) of the Income-tax Act, 1961; the Income-tax Act, 2025, in force from 1 April 2026, renumbers the provisions for later years. The intimation arrives by email and can be downloaded from the e-filing portal. It is not a scrutiny notice; scrutiny needs a separate notice under section 143(2).",
      },
      { type: "heading", text: "What the intimation contains" },
      {
        type: "paragraph",
        text: "The PDF's password is usually your PAN in lower case followed by your date of birth (DDMMYYYY). Its core is a table with two columns: the figures you gave in your return, and the figures computed under section 143(1). It runs line by line through income under each head, deductions, total income, tax, interest under sections 234A, 234B and 234C, the late fee, and credits for TDS, TCS and taxes paid. The last line shows the net position:",
      },
      {
        type: "list",
        items: [
          "No difference: the return is accepted as filed.",
          "Refund: you paid more than the tax due, and the refund goes to your pre-validated bank account, with interest under section 244A where it applies.",
          "Demand: tax is payable. The intimation is treated as a notice of demand under section 156.",
        ],
      },
      { type: "heading", text: "Why the two columns may differ" },
      {
        type: "paragraph",
        text: "Processing under section 143(1) is a desk check. It can only make limited adjustments based on your return and the department's records, such as:",
      },
      {
        type: "list",
        items: [
          "Arithmetical errors in the return.",
          "Incorrect claims apparent from the return, such as a deduction above its limit.",
          "Disallowance of a loss set-off where the return for the year of the loss was filed after the due date.",
          "Disallowance of expenditure or an increase in income shown in a tax audit report but not reflected in the return.",
          "Disallowance of certain deductions claimed in a return filed after the due date.",
        ],
      },
      {
        type: "paragraph",
        text: "In practice, the most common differences come from TDS credit that does not match Form 26AS, interest recalculated under sections 234B and 234C, and claims the return itself does not support, such as the old regime chosen in a belated return. Before making an adjustment, CPC must tell you about it, usually through a communication of proposed adjustment, and consider your reply. If you do not respond within 30 days, the adjustment goes through. Respond through e-Proceedings on the portal, agreeing or disagreeing with reasons.",
      },
      { type: "heading", text: "Check AIS and Form 26AS first" },
      {
        type: "paragraph",
        text: "Before replying, compare the intimation with your AIS, the Taxpayer Information Summary and Form 26AS. If TDS credit is missing in Form 26AS, the deductor must file a correction statement; ask your employer, bank or tenant to do this and keep the correspondence. If AIS reports income wrongly, for example a sale that was never yours, submit feedback on it in AIS. If the mistake was in your own return, correct it through rectification or a revised return.",
      },
      { type: "heading", text: "Your options if you disagree" },
      {
        type: "list",
        items: [
          "Rectification under section 154: for mistakes apparent from the record, filed online under Services, then Rectification. The request types include reprocessing the return, tax credit mismatch correction and return data correction. It is currently allowed within four years from the end of the financial year of the intimation, and cannot settle issues needing fresh investigation.",
          "Revised return under section 139(5): for your own errors, such as missed income or a wrong deduction. Processing under section 143(1) does not by itself stop you from revising. For AY 2026-27, 31 December 2026 is the safe date. The Finance Act, 2026 allows revision up to 31 March with a fee for revisions after 31 December, but confirm on the portal what applies to your return.",
          "Response to Outstanding Demand, under Pending Actions on the portal: state that the demand is correct, partly correct or disputed, and give reasons.",
          "Appeal to the Commissioner of Income-tax (Appeals) in Form 35, currently within 30 days of receiving the intimation, for disputes that rectification cannot settle.",
          "Updated return (ITR-U) under section 139(8A): if you left out income and the revision window has closed. It can only increase your tax, and carries additional tax.",
        ],
      },
      { type: "heading", text: "Paying a demand or waiting for a refund" },
      {
        type: "paragraph",
        text: "A demand that you accept should be paid within 30 days of receiving the intimation. Otherwise, interest under section 220(2) currently runs at 1% a month, and you may be treated as an assessee in default. Pay through e-Pay Tax on the portal, choosing the relevant assessment year and Tax on Regular Assessment (minor head 400), or use the pay option on the demand itself. Then record the payment in Response to Outstanding Demand so the demand is closed.",
      },
      {
        type: "paragraph",
        text: "Refunds can be adjusted against older outstanding demands under section 245, but only after you are informed, so reply to such notices quickly if the old demand is wrong. Keep your bank account pre-validated.",
      },
      { type: "heading", text: "Timelines to keep in mind" },
      {
        type: "list",
        items: [
          "An intimation cannot be sent after nine months from the end of the financial year in which the return was filed: for a return filed between April 2026 and March 2027, by 31 December 2027.",
          "30 days to respond to a proposed adjustment.",
          "30 days to pay a demand you accept.",
        ],
      },
    ],
  },
  {
    id: "capital-gains-on-shares-and-property",
    category: "Income Tax",
    title: "Capital Gains on Shares and Property: A Practical Guide for AY 2026-27",
    date: "2026-11-18",
    author: "EasyTax Filing Editorial Team",
    excerpt:
      "Holding periods, the post-July 2024 rates, the indexation option for older land and buildings, reinvestment exemptions, loss set-off and reporting: what investors and property sellers need to know for AY 2026-27.",
    image: "/images/blog/capital-gains-on-shares-and-property.svg",
    body: [
      {
        type: "paragraph",
        text: "The Finance (No. 2) Act, 2024 overhauled capital gains tax for transfers on or after 23 July 2024. Every sale in FY 2025-26 falls under these rules. The sections below are from the Income-tax Act, 1961, for AY 2026-27; the Income-tax Act, 2025, in force from 1 April 2026, renumbers them for later years.",
      },
      { type: "heading", text: "Short-term or long-term: the holding period" },
      {
        type: "paragraph",
        text: "The holding period before sale decides the type of gain:",
      },
      {
        type: "list",
        items: [
          "Listed shares, other listed securities and units of equity-oriented mutual funds: long-term if held for more than 12 months.",
          "Everything else, including unlisted shares, land, buildings and gold: long-term if held for more than 24 months.",
        ],
      },
      {
        type: "paragraph",
        text: "Under section 50AA, gains on market-linked debentures, units of specified (debt-oriented) mutual funds bought on or after 1 April 2023, and unlisted bonds and debentures transferred on or after 23 July 2024 are treated as short-term whatever the holding period, and taxed at slab rates.",
      },
      { type: "heading", text: "Tax rates for sales in FY 2025-26" },
      {
        type: "list",
        items: [
          "Short-term gains on listed equity shares, equity-oriented fund units and business trust units where securities transaction tax applies (section 111A): 20%.",
          "Long-term gains on the same assets (section 112A): 12.5% on gains above Rs 1.25 lakh in the financial year. For shares and units bought before 1 February 2018, the cost is the higher of the actual cost and the lower of the 31 January 2018 fair market value and the sale price.",
          "Short-term gains on property and most other assets: your slab rates.",
          "Long-term gains on property, unlisted shares, gold and other assets (section 112): 12.5% without indexation.",
        ],
      },
      {
        type: "paragraph",
        text: "For land or buildings acquired before 23 July 2024, a resident individual or HUF can compute tax two ways, at 12.5% without indexation and at 20% with indexation using the cost inflation index, and pay the lower. This option is not available to NRIs, or for other assets such as gold or unlisted shares. Surcharge and 4% cess are added, with surcharge on these gains currently capped at 15%. Residents can use any unused basic exemption limit against these gains, but not the section 87A rebate.",
      },
      { type: "heading", text: "Exemptions when you reinvest: sections 54, 54EC and 54F" },
      {
        type: "list",
        items: [
          "Section 54: long-term gain on selling a residential house, reinvested in one residential house in India bought within one year before or two years after the sale, or built within three years. The exemption is limited to the amount invested, currently capped at Rs 10 crore. Once in a lifetime, where the gain does not exceed Rs 2 crore, it can be invested in two houses.",
          "Section 54EC: long-term gain on land or buildings invested within six months in notified bonds, such as those of NHAI and REC, up to Rs 50 lakh in a financial year, with a five-year lock-in.",
          "Section 54F: long-term gain on any asset other than a residential house, such as shares or a plot, where the net sale consideration is invested in one residential house. If only part is invested, the exemption is proportionate. You must not own more than one residential house, other than the new one, on the date of sale, and the Rs 10 crore cap applies.",
        ],
      },
      {
        type: "paragraph",
        text: "If the money is not reinvested by the return due date under section 139(1), deposit it in the Capital Gains Accounts Scheme with an authorised bank before that date to keep the claim alive. These exemptions are available under both regimes but carry conditions, including lock-ins on the new asset, so take advice before you sell.",
      },
      { type: "heading", text: "Set-off and carry forward of capital losses" },
      {
        type: "list",
        items: [
          "A short-term capital loss can be set off against both short-term and long-term gains.",
          "A long-term capital loss can be set off only against long-term gains.",
          "Capital losses cannot be set off against salary, rent, interest or any other head.",
          "Losses not absorbed can be carried forward for eight assessment years, but only if the return for the loss year is filed by the due date under section 139(1), so file on time even if you owe no tax.",
        ],
      },
      { type: "heading", text: "Reporting in ITR-2 or ITR-3" },
      {
        type: "paragraph",
        text: "Capital gains go in Schedule CG of ITR-2, or ITR-3 if you also have business or professional income, including futures and options trading. Currently, ITR-1 and ITR-4 can carry only section 112A gains of up to Rs 1.25 lakh with no losses. Section 112A gains need scrip-wise details in Schedule 112A, including the 31 January 2018 value for grandfathered holdings, and losses carried forward go in Schedule CFL.",
      },
      {
        type: "paragraph",
        text: "For property, the buyer deducts TDS: 1% under section 194-IA where a resident sells for Rs 50 lakh or more, and under section 195 when the seller is an NRI. Check that this credit appears in Form 26AS. If the stamp duty value is more than 110% of the sale price, section 50C treats the stamp duty value as the sale consideration.",
      },
      { type: "heading", text: "Records worth keeping" },
      {
        type: "list",
        items: [
          "Your broker's capital gains statement or tax P&L, and contract notes.",
          "Consolidated Account Statements from the depositories, and capital gains statements from mutual fund registrars such as CAMS and KFintech.",
          "Purchase and sale deeds, the stamp duty valuation, and bills for improvement, brokerage and legal fees.",
          "Proof of reinvestment: the new house agreement, bond allotment, or the Capital Gains Accounts Scheme passbook.",
          "Your AIS, checked against your own statements.",
        ],
      },
    ],
  },
];

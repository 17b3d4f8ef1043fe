// The About Us page. Leaders marked `sample: true` are placeholders that the
// firm must replace with real names and details before publishing.
// One module per page, so a page ships only its own text.

type AboutValue = {
  title: string;
  text: string;
};

export type AboutLeader = {
  name: string;
  role: string;
  bio: string;
  sample: true;
};

export type AboutContent = {
  heading: string;
  paragraphs: readonly string[];
  values: readonly AboutValue[];
  leaders: readonly AboutLeader[];
};

export const ABOUT = {
  heading: "About us",
  paragraphs: [
    "We are a tax and accounting practice based in Cuttack, Odisha, and we have served clients since 1991. What began as a small practice advising local traders and salaried taxpayers has grown into a team of chartered accountants, company secretaries and tax professionals.",
    "Today we help individuals, professionals, small businesses, startups and companies with income tax, GST, accounting, audit, company secretarial work, business registrations and trademarks. Through this website, phone and WhatsApp, we serve clients across India as well as non-resident Indians (NRIs), without the need for an office visit.",
    "Our approach is simple: understand the client's situation, explain the law in plain language, quote fair and transparent fees, and meet every deadline. Many of the families and businesses we work with have stayed with us for more than a decade.",
  ],
  values: [
    {
      title: "Integrity",
      text: "We give honest advice, even when it is not what a client hoped to hear, and we file only what is correct and supported by records.",
    },
    {
      title: "Confidentiality",
      text: "Your financial information stays private. We use it only for your work and protect it with care.",
    },
    {
      title: "Timeliness",
      text: "We track due dates for our clients and plan our work so that returns and filings are completed on time.",
    },
    {
      title: "Clarity",
      text: "We explain taxes, notices and compliance in simple terms, and we tell you our fee before we start.",
    },
  ],
  leaders: [
    {
      name: "CA Rakesh Mohanty",
      role: "Founder & Managing Partner",
      bio: "Rakesh founded the Firm in 1991 and has led it since. A chartered accountant, he advises individuals, family businesses and companies on income tax, tax planning, audit and assessments. He personally reviews complex cases, including scrutiny notices and appeals, and believes that every client deserves clear advice and a prompt reply.",
      sample: true,
    },
    {
      name: "CS Ananya Das",
      role: "Head, Company Secretarial & Compliance",
      bio: "Ananya is a company secretary who heads the Firm's corporate compliance practice. She guides startups and private companies through incorporation, ROC filings, board and shareholder meetings, and annual compliance under the Companies Act, 2013. She also handles LLP, GST and trademark registrations, helping new businesses get their paperwork right from the start.",
      sample: true,
    },
  ],
} as const satisfies AboutContent;

import { expect, test } from "vitest";
import { getServiceText } from "#app/catalog/service-text.ts";
import { SERVICES } from "#app/catalog/services.ts";
import { TRANSLATED_LANGUAGES } from "#app/i18n/languages.ts";

const SCRIPT = { hi: /[\u0900-\u097F]/, or: /[\u0B00-\u0B7F]/ } as const;

test("English is the catalog itself", () => {
  for (const service of SERVICES) expect(getServiceText(service, "en")).toBe(service);
});

test("in Hindi and Odia a service keeps its path, option ids, prices and SAC codes, in the same order", () => {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const service of SERVICES) {
      const text = getServiceText(service, language);
      expect(text.path).toBe(service.path);
      expect(text.sac).toBe(service.sac);
      expect(text.approvalBeforeFiling).toBe(service.approvalBeforeFiling);
      expect(text.options.map(({ id, charge, sac }) => ({ id, charge, sac }))).toEqual(
        service.options.map(({ id, charge, sac }) => ({ id, charge, sac })),
      );
    }
  }
});

test("every word a service page shows is in the language's script, none left in English", () => {
  for (const language of TRANSLATED_LANGUAGES) {
    for (const service of SERVICES) {
      const text = getServiceText(service, language);
      const words = [
        text.name,
        text.title,
        text.summary,
        ...text.intro,
        text.seoDescription,
        text.proceedLabel,
        ...text.options.map((option) => option.description),
        ...text.faqs.flatMap((faq) => [faq.question, faq.answer]),
      ];
      for (const [index, value] of words.entries()) {
        expect(value, `${language} ${service.path} #${index}`).toMatch(SCRIPT[language]);
      }
      // Labels may be a form's name alone ("LLP", "NRI"), but never the English label.
      for (const [index, option] of text.options.entries()) {
        const english = service.options[index]?.label;
        if (!/^[A-Z]+$/.test(option.label)) expect(option.label, `${language} ${option.id}`).not.toBe(english);
      }
      expect(text.faqs).toHaveLength(service.faqs.length);
      expect(text.intro).toHaveLength(service.intro.length);
    }
  }
});

test("the proceed button is translated, not left as the spec's English", () => {
  const gst = SERVICES.find((service) => service.path === "/gst-filing");
  const accounting = SERVICES.find((service) => service.path === "/accounting-services");
  if (!gst || !accounting) throw new Error("the catalog lost a service");
  expect(getServiceText(gst, "hi").proceedLabel).toBe("सेवा चुनें और भुगतान के लिए आगे बढ़ें");
  expect(getServiceText(accounting, "or").proceedLabel).toBe("ଆଗକୁ ବଢ଼ି ବିବରଣୀ ଭରନ୍ତୁ");
  expect(getServiceText(gst, "en").proceedLabel).toBe("Select Service & Proceed to Payment");
});

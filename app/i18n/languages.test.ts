import { describe, expect, test } from "vitest";
import { SERVICES } from "#app/catalog/services.ts";
import { CLIENT_LANGUAGES } from "#app/db/schema.ts";
import {
  getLanguageOfPath,
  isTranslatedPath,
  LANGUAGES,
  localizePath,
  stripLanguage,
  TRANSLATED_PAGES,
} from "./languages.ts";

describe("languages in the address", () => {
  test("the language is the first segment, and only hi or or", () => {
    expect(getLanguageOfPath("/hi/cart-page")).toBe("hi");
    expect(getLanguageOfPath("/or")).toBe("or");
    expect(getLanguageOfPath("/cart-page")).toBe("en");
    expect(getLanguageOfPath("/hindi")).toBe("en");
    expect(getLanguageOfPath("/order")).toBe("en");
  });

  test("stripping keeps the rest of the address", () => {
    expect(stripLanguage("/hi/bookings/12")).toBe("/bookings/12");
    expect(stripLanguage("/or")).toBe("/");
    expect(stripLanguage("/about-us")).toBe("/about-us");
  });

  test("a page a client reads moves into the language with its query; others stay", () => {
    expect(localizePath("/cart-page?proceed=1#top", "hi")).toBe("/hi/cart-page?proceed=1#top");
    expect(localizePath("/", "or")).toBe("/or");
    expect(localizePath("/?x=1", "or")).toBe("/or?x=1");
    expect(localizePath("/bookings/42", "hi")).toBe("/hi/bookings/42");
    expect(localizePath("/hi/bookings/42", "or")).toBe("/or/bookings/42");
    expect(localizePath("/hi/bookings/42", "en")).toBe("/bookings/42");
    expect(localizePath("/admin-dashboard", "hi")).toBe("/admin-dashboard");
    expect(localizePath("/bookings/42/documents/7", "hi")).toBe("/bookings/42/documents/7");
    expect(localizePath("/blog-page/gst/x", "hi")).toBe("/blog-page/gst/x");
    expect(localizePath("https://example.com/", "hi")).toBe("https://example.com/");
    expect(localizePath("//example.com/x", "hi")).toBe("//example.com/x");
  });

  test("every service page is a translated page", () => {
    for (const service of SERVICES) expect(TRANSLATED_PAGES).toContain(service.path);
    expect(isTranslatedPath("/gst-filing")).toBe(true);
  });

  test("an address's answer stays right once known, and after more addresses than are kept", () => {
    const addresses = Array.from({ length: 2500 }, (_, index) =>
      index % 2 === 1 ? `/bookings/ETF-${index}` : `/bookings/ETF-${index}/documents/1`,
    );
    for (const round of [1, 2]) {
      for (const [index, address] of addresses.entries()) {
        expect(isTranslatedPath(address), `${address}, round ${round}`).toBe(index % 2 === 1);
      }
    }
    // React Router's rules still: any case, a trailing slash, no query.
    for (const round of [1, 2]) {
      expect(isTranslatedPath("/GST-Filing/"), `round ${round}`).toBe(true);
      expect(isTranslatedPath("/cart-page?x=1#top"), `round ${round}`).toBe(true);
      expect(isTranslatedPath("/admin-dashboard"), `round ${round}`).toBe(false);
    }
  });

  test("the database knows the same languages", () => {
    expect([...CLIENT_LANGUAGES]).toEqual([...LANGUAGES]);
  });
});

import { describe, expect, test } from "vitest";
import { getChosenLanguagePath, readChosenLanguage } from "./language-choice.server.ts";

describe("a chosen language", () => {
  test("is read from the cookie, and only a known code", () => {
    expect(readChosenLanguage("cart=abc; lang=or")).toBe("or");
    expect(readChosenLanguage("lang=fr")).toBeNull();
    expect(readChosenLanguage(undefined)).toBeNull();
  });

  test("opens an English page that has a translation in that language, with its query", () => {
    expect(getChosenLanguagePath("GET", "/gst-filing?utm_source=x", "lang=hi")).toBe("/hi/gst-filing?utm_source=x");
    expect(getChosenLanguagePath("GET", "/", "lang=or")).toBe("/or");
  });

  test("leaves everything else alone", () => {
    expect(getChosenLanguagePath("GET", "/gst-filing", undefined)).toBeNull();
    expect(getChosenLanguagePath("GET", "/gst-filing", "lang=en")).toBeNull();
    expect(getChosenLanguagePath("POST", "/cart-page", "lang=hi")).toBeNull();
    expect(getChosenLanguagePath("GET", "/hi/gst-filing", "lang=or")).toBeNull();
    expect(getChosenLanguagePath("GET", "/admin-dashboard", "lang=hi")).toBeNull();
    expect(getChosenLanguagePath("GET", "/gst-filing.data", "lang=hi")).toBeNull();
    expect(getChosenLanguagePath("GET", "/blog-page/GST/x", "lang=hi")).toBeNull();
  });
});

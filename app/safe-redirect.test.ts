import { expect, test } from "vitest";
import { getSafeRedirect } from "#app/safe-redirect.ts";

const SITE = "https://easytax.example";

test("a page of this site is kept, with its query and hash", () => {
  expect(getSafeRedirect("/admin-dashboard", SITE)).toBe("/admin-dashboard");
  expect(getSafeRedirect("/user-dashboard?tab=2#top", SITE)).toBe("/user-dashboard?tab=2#top");
  expect(getSafeRedirect("/login?verified=1", SITE)).toBe("/login?verified=1");
  expect(getSafeRedirect(`${SITE}/about-us`, SITE)).toBe("/about-us");
});

test("nothing, or anything that leaves the site or is not a page, becomes the home page", () => {
  const hostile = [
    undefined,
    null,
    "",
    "//evil.example",
    "///evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    " //evil.example",
    "https://evil.example/",
    "http://evil.example",
    "HTTPS://EVIL.EXAMPLE",
    "https:evil.example",
    "https://easytax.example.evil.example/",
    "https://easytax.example@evil.example/",
    "http://easytax.example/", // another scheme is another origin
    "https://easytax.example:444/",
    "javascript:alert(1)",
    "JavaScript:alert(document.cookie)",
    "java\tscript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "mailto:x@evil.example",
    "//evil.example/%2F..",
    "/%09/evil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    `/${"a".repeat(5000)}`,
    // A path that resolves on this site to "//evil.example" (issue 34.2).
    "/.//evil.example",
    "/./\\evil.example",
    "/%2e//evil.example",
    "/%2E%2F%2Fevil.example",
    "/..//evil.example",
    "/a/..//evil.example",
    "/./\t/evil.example",
    "/.\n//evil.example",
    "\\/\\/evil.example",
    "/.///evil.example/path?x=1#y",
    "/%252e//evil.example",
    "%2F.%2F%2Fevil.example",
  ];
  for (const target of hostile) {
    const result = getSafeRedirect(target, SITE);
    expect(result, String(target)).toMatch(/^\/(?![/\\])/);
    expect(new URL(result, SITE).origin, String(target)).toBe(SITE);
  }
  expect(getSafeRedirect("//evil.example", SITE)).toBe("/");
  expect(getSafeRedirect("/.//evil.example", SITE)).toBe("/");
  expect(getSafeRedirect("/..//evil.example", SITE)).toBe("/");
  expect(getSafeRedirect("/\t/evil.example", SITE)).toBe("/");
  expect(getSafeRedirect("javascript:alert(1)", SITE)).toBe("/");
  expect(getSafeRedirect(`/${"a".repeat(5000)}`, SITE)).toBe("/");
});

test("encoded characters stay encoded: the answer never holds a raw control character", () => {
  for (const target of ["/%0A/evil.example", "/%0D%0ASet-Cookie:x=1", "/\nSet-Cookie: x=1", "/caf\u00e9", "/a b"]) {
    const result = getSafeRedirect(target, SITE);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what is checked is their absence
    expect(result).not.toMatch(/[\u0000-\u001f\u007f ]/);
    expect(() => new Headers({ Location: result })).not.toThrow();
    expect(new URL(result, SITE).origin).toBe(SITE);
  }
  expect(getSafeRedirect("/%0D%0ASet-Cookie:x=1", SITE)).toBe("/%0D%0ASet-Cookie:x=1");
});

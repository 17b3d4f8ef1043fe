import { getEnv } from "#app/env.server.ts";
import { TRANSLATED_LANGUAGES } from "#app/i18n/languages.ts";

// Crawlers read each rule as a prefix: "$" ends one that must not also
// cover longer paths ("/cart", the cart's form posts, is not "/cart-page").
const PRIVATE_PATHS = [
  "/admin-dashboard",
  "/enquiries-dashboard",
  "/partner-enquiries-dashboard",
  "/user-dashboard",
  "/cart$",
  "/booking-confirmation",
  "/past-booking-details",
  "/login",
  "/signup",
];

/** The same private pages in Hindi and Odia ("/hi/login"), and the language switch's posts. */
const DISALLOWED = [
  ...PRIVATE_PATHS,
  ...TRANSLATED_LANGUAGES.flatMap((language) =>
    PRIVATE_PATHS.filter((path) => path !== "/cart$").map((path) => `/${language}${path}`),
  ),
  "/language",
];

export function loader() {
  const body = [
    "User-agent: *",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getEnv().SITE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

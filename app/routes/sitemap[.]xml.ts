import { listPublishedPosts } from "#app/blog/blog.server.ts";
import { SERVICES } from "#app/catalog/catalog.server.ts";
import { getEnv } from "#app/env.server.ts";
import { isTranslatedPath, LANGUAGE_TAGS, LANGUAGES, localizePath } from "#app/i18n/languages.ts";
import { TOOLS } from "#app/tools/tools.ts";
import { escapeXml } from "#app/xml.ts";

// Public pages only; dashboards and account pages stay out. The cart page
// is the navigation's "Services": empty, as a crawler sees it, it lists them.
// A page in three languages is listed in each, every entry naming all three
// (hreflang alternates, as Google reads them in a sitemap).
const STATIC_PAGES = [
  "/",
  "/services-mega-page",
  "/cart-page",
  "/enquiry-page",
  "/partner-enquiry",
  "/about-us",
  "/help-center",
  "/terms-and-conditions",
  "/privacy",
  "/refund-and-cancellation-policy",
  "/all-blogs",
  "/tools",
  ...TOOLS.map((tool) => tool.path),
];

export async function loader() {
  const siteUrl = getEnv().SITE_URL;
  const posts = await listPublishedPosts();
  const paths = [
    ...STATIC_PAGES,
    ...SERVICES.map((service) => service.path),
    ...posts.map((post) => `/blog-page/${encodeURIComponent(post.category)}/${encodeURIComponent(post.id)}`),
  ];
  const urls = paths.flatMap((path) => {
    if (!isTranslatedPath(path)) return [`  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`];
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[language]}" href="${escapeXml(`${siteUrl}${localizePath(path, language)}`)}"/>`,
    ).join("");
    return LANGUAGES.map(
      (language) => `  <url><loc>${escapeXml(`${siteUrl}${localizePath(path, language)}`)}</loc>${alternates}</url>`,
    );
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

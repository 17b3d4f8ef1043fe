import { listPublishedPosts } from "#app/blog/blog.server.ts";
import { SERVICES } from "#app/catalog/catalog.server.ts";
import { getEnv } from "#app/env.server.ts";
import { TOOLS } from "#app/tools/tools.ts";
import { escapeXml } from "#app/xml.ts";

// Public pages only; dashboards and account pages stay out. The cart page
// is the navigation's "Services": empty, as a crawler sees it, it lists them.
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
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls}
</urlset>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

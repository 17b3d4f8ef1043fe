import { listPublishedPosts } from "#app/blog/blog.server.ts";
import { getEnv } from "#app/env.server.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { escapeXml } from "#app/xml.ts";

export async function loader() {
  const siteUrl = getEnv().SITE_URL;
  const posts = await listPublishedPosts();
  const items = posts
    .map((post) => {
      const url = `${siteUrl}/blog-page/${encodeURIComponent(post.category)}/${encodeURIComponent(post.id)}`;
      return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid>${escapeXml(url)}</guid>
      <category>${escapeXml(post.category)}</category>
      <pubDate>${new Date(`${post.date}T00:00:00+05:30`).toUTCString()}</pubDate>
      <description>${escapeXml(post.excerpt)}</description>
    </item>`;
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>${escapeXml(getSiteConfig().name)}: guides</title>
    <link>${escapeXml(`${siteUrl}/all-blogs`)}</link>
    <description>GST and income tax guides for Indian taxpayers and businesses.</description>
    <language>en-in</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}

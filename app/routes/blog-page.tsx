import { data, Link } from "react-router";
import { getPublishedPost } from "#app/blog/blog.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { JsonLd } from "#app/components/json-ld.tsx";
import { getEnv } from "#app/env.server.ts";
import { formatDay } from "#app/format-date.ts";
import { getPageMeta } from "#app/seo.ts";
import { getSiteConfig } from "#app/site.server.ts";
import { getGuideByline } from "#app/site.ts";
import type { Route } from "./+types/blog-page";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPublishedPost(params.category, params.docId);
  if (!post || post.body.length === 0) throw data({ message: "No blog content found." }, { status: 404 });
  const siteUrl = getEnv().SITE_URL;
  const url = `${siteUrl}/blog-page/${encodeURIComponent(post.category)}/${encodeURIComponent(post.id)}`;
  return {
    post: { ...post, displayDate: formatDay(post.date), byline: getGuideByline(post.author, getSiteConfig().partners) },
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: post.title,
      description: post.excerpt,
      image: `${siteUrl}${post.image}`,
      datePublished: post.date,
      dateModified: post.updatedAt.toISOString(),
      author: { "@type": "Organization", name: post.author },
      publisher: { "@type": "Organization", name: getSiteConfig().name },
      mainEntityOfPage: url,
    },
  };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { post, jsonLd } = loaderData;
  return (
    <article className="container-page max-w-3xl py-10">
      <JsonLd data={jsonLd} />
      <Link to="/all-blogs" className="text-sm font-semibold text-brand-700 underline">
        ← All guides
      </Link>
      <p className="mt-6 text-xs font-semibold uppercase tracking-wide text-brand-700">{post.category}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-slate-600">
        {post.displayDate} · {post.byline}
      </p>
      <img
        src={post.image}
        alt=""
        width={1200}
        height={630}
        className="mt-6 aspect-[1200/630] w-full rounded-xl bg-brand-50 object-cover"
      />
      <div className="mt-8 space-y-5 text-lg leading-relaxed text-slate-800">
        {post.body.map((block, index) => {
          const key = `${index}-${block.type}`;
          if (block.type === "heading")
            return (
              <h2 key={key} className="pt-4 text-2xl font-bold text-brand-900">
                {block.text}
              </h2>
            );
          if (block.type === "list") {
            return (
              <ul key={key} className="list-disc space-y-2 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          }
          return <p key={key}>{block.text}</p>;
        })}
      </div>
      <Link to="/all-blogs" className="btn-secondary mt-10">
        Back to all guides
      </Link>
    </article>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  const post = args.loaderData?.post;
  if (!post) return [{ title: "No blog content found." }, { name: "robots", content: "noindex" }];
  return [
    ...getPageMeta(args, { title: post.title, description: post.excerpt, type: "article" }),
    { property: "og:image", content: post.image },
    { property: "article:published_time", content: post.date },
  ];
}

export function ErrorBoundary() {
  return (
    <section className="container-page py-16 text-center">
      <h1 className="text-2xl font-bold text-brand-900">No blog content found.</h1>
      <Link to="/all-blogs" className="btn-primary mt-6">
        Back to all guides
      </Link>
    </section>
  );
}

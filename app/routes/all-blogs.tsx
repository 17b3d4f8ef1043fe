import { Link } from "react-router";
import { listCategories, listPublishedPosts } from "#app/blog/blog.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { formatDay } from "#app/format-date.ts";
import { readQuery } from "#app/forms.server.ts";
import { keptPerQuery } from "#app/kept-per-query.ts";
import { getPageMeta } from "#app/seo.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/all-blogs";

/** The list is kept rendered once per category (app/kept-per-query.ts). */
export const handle = keptPerQuery("category");

// Tabs are links with ?category=, so a tab can be shared and works without
// JavaScript. Any category is read: one with no posts says so (spec).
export async function loader({ request }: Route.LoaderArgs) {
  const { category } = readQuery(request, z.object({ category: z.string().catch("").default("") }));
  const [categories, posts] = await Promise.all([listCategories(), listPublishedPosts(category || undefined)]);
  return {
    category,
    categories,
    posts: posts.map((post) => ({ ...post, date: formatDay(post.date) })),
  };
}

export function links() {
  return [{ rel: "alternate", type: "application/rss+xml", title: "Guides", href: "/all-blogs/rss.xml" }];
}

export default function AllBlogs({ loaderData }: Route.ComponentProps) {
  const { category, categories, posts } = loaderData;
  const tabs = [{ label: "All", value: "" }, ...categories.map((value) => ({ label: value, value }))];
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-900">Guides and newsletters</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Plain-English guides to GST and income tax for Indian taxpayers and businesses, written by our team.
      </p>
      <nav aria-label="Categories" className="mt-6 flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.value === category;
          return (
            <Link
              key={tab.label}
              to={tab.value ? `/all-blogs?category=${encodeURIComponent(tab.value)}` : "/all-blogs"}
              aria-current={current ? "page" : undefined}
              className={`rounded-full border px-4 py-2 text-sm font-semibold ${
                current
                  ? "border-brand-600 bg-brand-600 text-white"
                  : "border-slate-300 bg-white text-slate-700 hover:border-brand-500"
              }`}
            >
              {tab.label}
            </Link>
          );
        })}
      </nav>
      {posts.length === 0 ? (
        <p className="mt-10 rounded-xl border border-slate-200 bg-slate-50 px-5 py-8 text-center text-slate-700">
          No posts available in this category.
        </p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li
              key={`${post.category}/${post.id}`}
              className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              <img
                src={post.image}
                alt=""
                width={1200}
                height={630}
                loading="lazy"
                className="aspect-[1200/630] w-full bg-brand-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{post.category}</p>
                <h2 className="mt-2 text-lg font-semibold text-brand-900">{post.title}</h2>
                <p className="mt-1 text-sm text-slate-500">
                  {post.date} · {post.author}
                </p>
                <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
                <Link
                  to={`/blog-page/${encodeURIComponent(post.category)}/${encodeURIComponent(post.id)}`}
                  className="mt-4 font-semibold text-brand-700 underline"
                >
                  Read More<span className="sr-only">: {post.title}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, {
    title: "GST and income tax guides",
    description:
      "Plain-English guides to GST returns, registration, notices, ITR forms, tax regimes and capital gains for Indian taxpayers.",
  });
}

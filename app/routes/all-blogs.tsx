import { listCategories, listPublishedPosts } from "#app/blog/blog.server.ts";
import { publicPageHeaders } from "#app/cache-control.ts";
import { formatDay } from "#app/format-date.ts";
import { readQuery } from "#app/forms.server.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { keptPerQuery } from "#app/kept-per-query.ts";
import { getPageMeta } from "#app/seo.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/all-blogs";

/** The list is kept rendered once per category (app/kept-per-query.ts). */
export const handle = { ...keptPerQuery("category"), i18n: ["legal"] } satisfies I18nHandle;

// Tabs are links with ?category=, so a tab can be shared and works without
// JavaScript. Any category is read: one with no posts says so (spec).
// The list is in the page's language; the guides themselves are English
// (their titles, excerpts and pages), and a translated list says so.
export async function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "legal");
  const { category } = readQuery(request, z.object({ category: z.string().catch("").default("") }));
  const [categories, posts] = await Promise.all([listCategories(), listPublishedPosts(category || undefined)]);
  return {
    language,
    category,
    categories,
    posts: posts.map((post) => ({ ...post, date: formatDay(post.date, language) })),
    meta: { title: t("blogs.metaTitle"), description: t("blogs.metaDescription") },
  };
}

export function links() {
  return [{ rel: "alternate", type: "application/rss+xml", title: "Guides", href: "/all-blogs/rss.xml" }];
}

export default function AllBlogs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("legal");
  const { language, category, categories, posts } = loaderData;
  // A category is the editor's word, in English; the two the firm writes under are translated.
  // The guides' own words are English: said so to a reader's screen reader on a translated list.
  const english = language === "en" ? undefined : "en";
  const getCategoryLabel = (value: string) => (value === "Income Tax" ? t("blogs.incomeTax") : value);
  const tabs = [
    { label: t("blogs.all"), value: "" },
    ...categories.map((value) => ({ label: getCategoryLabel(value), value })),
  ];
  return (
    <section className="container-page py-10">
      <h1 className="text-3xl font-bold text-brand-900">{t("blogs.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("blogs.intro")}</p>
      {language === "en" ? null : <p className="mt-2 max-w-2xl font-medium text-slate-700">{t("blogs.inEnglish")}</p>}
      <nav aria-label={t("blogs.categories")} className="mt-6 flex flex-wrap gap-2">
        {tabs.map((tab) => {
          const current = tab.value === category;
          return (
            <Link
              key={tab.value}
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
          {t("blogs.empty")}
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
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {getCategoryLabel(post.category)}
                </p>
                <h2 lang={english} className="mt-2 text-lg font-semibold text-brand-900">
                  {post.title}
                </h2>
                <p className="mt-1 text-sm text-slate-500">
                  {post.date} · <span lang={english}>{post.author}</span>
                </p>
                <p lang={english} className="mt-3 flex-1 text-slate-700">
                  {post.excerpt}
                </p>
                {/* A guide has no translation: from a Hindi or Odia list, it opens in English. */}
                <Link
                  to={`/blog-page/${encodeURIComponent(post.category)}/${encodeURIComponent(post.id)}`}
                  className="mt-4 font-semibold text-brand-700 underline"
                >
                  {t("blogs.readMore")}
                  <span className="sr-only">
                    : <span lang={english}>{post.title}</span>
                  </span>
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
  return args.loaderData ? getPageMeta(args, args.loaderData.meta) : [];
}

import { publicPageHeaders } from "#app/cache-control.ts";
import { getLanguage, getT } from "#app/i18n/i18n.server.ts";
import { Link } from "#app/i18n/link.tsx";
import type { I18nHandle } from "#app/i18n/messages.ts";
import { useTranslation } from "#app/i18n/page-i18n.tsx";
import { getPageMeta } from "#app/seo.ts";
import { listTools } from "#app/tools/tool-texts.ts";
import type { Route } from "./+types/tools";

export const handle = { i18n: ["tools"] } satisfies I18nHandle;

export function loader({ request }: Route.LoaderArgs) {
  const language = getLanguage(request);
  const t = getT(language, "tools");
  return {
    tools: listTools(language).map(({ path, name, lead }) => ({ path, name, lead })),
    meta: { title: t("index.metaTitle"), description: t("index.metaDescription") },
  };
}

// The free tools, one card each (issue 24).
export default function Tools({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("tools");
  return (
    <>
      <section className="bg-brand-50">
        <div className="container-page py-6 sm:py-10">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-4xl">{t("index.title")}</h1>
          <p className="mt-3 max-w-3xl text-base leading-relaxed text-slate-700 sm:text-lg">{t("index.lead")}</p>
        </div>
      </section>
      <ul className="container-page grid gap-4 py-8 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.tools.map((tool) => (
          <li key={tool.path}>
            <Link
              to={tool.path}
              className="flex h-full flex-col rounded-xl border-2 border-slate-200 bg-white p-5 hover:border-brand-500"
            >
              <span className="text-lg font-semibold text-brand-900">{tool.name}</span>
              <span className="mt-2 text-sm leading-relaxed text-slate-700">{tool.lead}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const headers = publicPageHeaders;

export function meta(args: Route.MetaArgs) {
  return getPageMeta(args, args.loaderData?.meta ?? { title: "", description: "" });
}

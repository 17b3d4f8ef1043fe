// The messages pages show, in the browser and when the server renders them:
// a language's namespaces, each its messages as written in
// app/i18n/locales, and a `t` that writes one as i18next would
// (app/i18n/plain-message.ts). The browser starts with the namespaces the
// page was rendered with (app/i18n/page-messages.tsx) and loads another
// page's when it goes there. i18next itself stays on the server, for
// loaders and emails (app/i18n/i18n.server.ts): in the browser it was the
// largest script after React's, 17.5 KB compressed on every page, and its
// start and hooks about 40 ms of a 4× throttled phone's load (issue 41).
import type { TFunction } from "i18next";
import { createContext, type ReactNode, use } from "react";
import type { Language } from "./languages.ts";
import type { Namespace } from "./messages.ts";
import { writePlainMessage } from "./plain-message.ts";

/** A namespace's messages: text, or groups of them by the next part of a key ("keep.title.monthly"). */
type Messages = { readonly [key: string]: unknown };

/** Loads a namespace the page was not rendered with (the browser's: app/entry.client.tsx). */
export type LoadNamespace = (language: Language, namespace: Namespace) => Promise<Messages>;

export class PageI18n {
  readonly language: Language;
  readonly #bundles = new Map<string, Messages>();
  readonly #loading = new Map<Namespace, Promise<void>>();
  readonly #fixed = new Map<string, TFunction>();
  readonly #load: LoadNamespace | undefined;

  constructor(language: Language, bundles: { readonly [namespace: string]: Messages }, load?: LoadNamespace) {
    this.language = language;
    for (const [namespace, messages] of Object.entries(bundles)) this.#bundles.set(namespace, messages);
    this.#load = load;
  }

  hasLoadedNamespace(namespace: Namespace): boolean {
    return this.#bundles.has(namespace);
  }

  getResourceBundle(language: string, namespace: Namespace): Messages | undefined {
    return language === this.language ? this.#bundles.get(namespace) : undefined;
  }

  /** The same promise for a namespace until it has loaded, as React's `use` needs. */
  loadNamespace(namespace: Namespace): Promise<void> {
    let loading = this.#loading.get(namespace);
    if (!loading) {
      if (!this.#load) return Promise.reject(new Error(`No messages for ${this.language}/${namespace}`));
      loading = this.#load(this.language, namespace).then((messages) => {
        this.#bundles.set(namespace, messages);
      });
      // A failed load (the network) is tried again by the next render that needs it.
      loading.catch(() => this.#loading.delete(namespace));
      this.#loading.set(namespace, loading);
    }
    return loading;
  }

  /** `t` of one namespace; the same function each time, so effects that use it do not run again. */
  getFixedT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
    const id = `${language} ${namespace}`;
    let t = this.#fixed.get(id);
    if (!t) {
      const messageAt = (namespace: string, key: string) => this.#messageAt(language, namespace, key);
      const write = (key: unknown, options?: unknown) =>
        writePlainMessage(messageAt, language, namespace, key, options) ?? String(key);
      t = write as unknown as TFunction;
      this.#fixed.set(id, t);
    }
    return t as TFunction<N>;
  }

  #messageAt(language: string, namespace: string, key: string): unknown {
    let at: unknown = this.getResourceBundle(language, namespace as Namespace);
    for (const part of key.split(".")) {
      if (typeof at !== "object" || at === null) return undefined;
      at = (at as Messages)[part];
    }
    return at;
  }
}

const PageI18nContext = createContext<PageI18n | null>(null);

export function PageI18nProvider({ i18n, children }: { i18n: PageI18n; children: ReactNode }) {
  return <PageI18nContext value={i18n}>{children}</PageI18nContext>;
}

/**
 * The page's `t` for a namespace ("common" when none is named) and its
 * messages. A namespace not loaded yet suspends the page until it is: a
 * navigation shows the page it leaves until then.
 */
export function useTranslation<N extends Namespace = "common">(namespace?: N): { t: TFunction<N>; i18n: PageI18n } {
  const i18n = use(PageI18nContext);
  if (!i18n) throw new Error("useTranslation needs a PageI18nProvider above it");
  const chosen = (namespace ?? "common") as N;
  if (!i18n.hasLoadedNamespace(chosen)) use(i18n.loadNamespace(chosen));
  return { t: i18n.getFixedT(i18n.language, chosen), i18n };
}

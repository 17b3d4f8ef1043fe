// The shape every language's messages share. English is the source
// (locales/en); Hindi and Odia are typed as the same shape, so a key missing
// in either fails the type check (and app/i18n/messages.test.ts says which).
import type en from "./locales/en/index.ts";

/** Same keys as `T`, any wording. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export type Resources = typeof en;
export type Namespace = keyof Resources;

/** A route's `handle`: the namespaces its page reads besides "common". */
export type I18nHandle = { i18n: readonly Namespace[] };

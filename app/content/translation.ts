// The shape of a page's content in Hindi or Odia (docs/decisions/022-languages.md,
// "content by id"): the English module's own shape, every text a string of
// its own, lists as long as the English ones, ids and paths as in English.
// A text, a list entry or a card missing in a translation fails the type check.

/** `T` (an English content module, `as const`) with its words free and its ids and paths fixed. */
export type Translation<T> = T extends string
  ? string
  : T extends object
    ? { readonly [K in keyof T]: K extends "id" | "path" ? T[K] : Translation<T[K]> }
    : T;

import { isTranslatedPath, localizePath, TRANSLATED_LANGUAGES, type TranslatedLanguage } from "#app/i18n/languages.ts";

/**
 * A table keyed by address or route, with each page a client reads again
 * under /hi and /or, as app/routes.ts mounts them: the row as `inLanguage`
 * says that page answers in the language (the same row, unless told).
 */
export function withTranslatedRows<Row>(
  english: Record<string, Row>,
  inLanguage: (row: Row, language: TranslatedLanguage) => Row = (row) => row,
): Record<string, Row> {
  const translated = TRANSLATED_LANGUAGES.flatMap((language) =>
    Object.entries(english)
      .filter(([path]) => isTranslatedPath(path))
      .map(([path, row]) => [localizePath(path, language), inLanguage(row, language)] as const),
  );
  return { ...english, ...Object.fromEntries(translated) };
}

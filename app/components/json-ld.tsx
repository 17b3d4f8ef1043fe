/**
 * Structured data for search engines. Rendered in the body, not through
 * meta(): React re-adds head scripts on hydration, which doubled them.
 * `<` is escaped so no string in the data can close the script element.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  const objects = Array.isArray(data) ? data : [data];
  return objects.map((object) => (
    <script
      key={JSON.stringify(object).slice(0, 80)}
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, with < escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(object).replace(/</g, "\\u003c") }}
    />
  ));
}

// Where a "come back to" parameter may send someone: a page of this site.
// Used on the server (with SITE_URL) and in the browser (with
// window.location.origin), so it reads nothing but its arguments.

/** Longer than any page of ours; a target this long is not one of them. */
const MAX_TARGET_LENGTH = 2000;

/**
 * The path, query and hash of `to` when it resolves, as a browser would
 * resolve it, to a page of `siteUrl`; else "/". Resolving is what a browser
 * does: "/\t/evil.example" and "/\\evil.example" are another site to it,
 * whatever they look like as text. The answer is the URL parser's own
 * serialisation, so it is percent-encoded and safe in a Location header.
 *
 * The answer is itself resolved once more, as the browser will resolve it
 * from the Location header or the link: "/.//evil.example" is a page of this
 * site whose path is "//evil.example", and that path written alone is
 * another site. Only an answer that comes back as the same page is given.
 */
export function getSafeRedirect(to: string | null | undefined, siteUrl: string): string {
  if (!to || to.length > MAX_TARGET_LENGTH) return "/";
  let site: URL;
  let target: URL;
  try {
    site = new URL(siteUrl);
    target = new URL(to, site);
  } catch {
    return "/";
  }
  if (target.origin !== site.origin) return "/";
  const answer = `${target.pathname}${target.search}${target.hash}`;
  return new URL(answer, site).href === target.href ? answer : "/";
}

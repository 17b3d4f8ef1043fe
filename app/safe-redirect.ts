/** A path on this site, never another host ("//evil.example", "/\\evil"): else "/". */
export function getSafeRedirect(to: string | null | undefined): string {
  return to && /^\/(?![/\\])/.test(to) ? to : "/";
}

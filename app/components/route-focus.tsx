import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus moves to the new
 * page's main heading, so a screen reader announces where the visitor is and
 * the keyboard starts from there (issue 18.8). Not on the first load (the
 * browser starts at the top), not when only the query changes (a filter, a
 * page of a list) and not when the URL names a fragment.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash) return;
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
  return null;
}

// Links that stay in the reader's language: a Hindi page's "/cart-page" is
// "/hi/cart-page". A link to a page that has no translation (a guide, a
// download) loads it whole, so its header is in the language it was written in.
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useLocation,
} from "react-router";
import { getLanguageOfPath, isTranslatedPath, type Language, localizePath, stripLanguage } from "./languages.ts";

/** The language of the page being shown. */
export function useLanguage(): Language {
  return getLanguageOfPath(useLocation().pathname);
}

/** An address in the language of the page being shown. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizePath(path, language);
}

function useLocalizedTo(to: LinkProps["to"]): { to: LinkProps["to"]; reloadDocument: boolean } {
  const language = useLanguage();
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//")) return { to, reloadDocument: false };
  const localized = localizePath(to, language);
  const leavesLanguage = language !== "en" && !isTranslatedPath(stripLanguage(localized.split(/[?#]/, 1)[0] ?? "/"));
  return { to: localized, reloadDocument: leavesLanguage };
}

export function Link({ to, reloadDocument, ...props }: LinkProps) {
  const localized = useLocalizedTo(to);
  return <RouterLink {...props} to={localized.to} reloadDocument={reloadDocument || localized.reloadDocument} />;
}

export function NavLink({ to, reloadDocument, ...props }: NavLinkProps) {
  const localized = useLocalizedTo(to);
  return <RouterNavLink {...props} to={localized.to} reloadDocument={reloadDocument || localized.reloadDocument} />;
}

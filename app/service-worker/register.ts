import { useEffect } from "react";

/**
 * Registers the service worker (build/client/sw.js, made by `npm run build`)
 * once the page has loaded, so its precaching never competes with the page.
 * Not in development: there is no built worker to register.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const register = () => {
      // The browser then looks for a new sw.js on navigations, past its HTTP
      // cache; a new deploy's worker installs and takes over by itself.
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((error: unknown) => {
        // A worker is an improvement, never a requirement: the site works without it.
        console.warn("The service worker could not be registered.", error);
      });
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    return () => window.removeEventListener("load", register);
  }, []);
}

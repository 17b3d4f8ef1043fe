import { describe, expect, test } from "vitest";
import { type FetchStrategy, getFetchStrategy, getOfflineRedirect } from "./routing.ts";

const ORIGIN = "https://easytax.example";
const PRECACHED = new Set(["/favicon.svg", "/icons/icon-192.png", "/offline"]);

function strategyOf(path: string, options: { method?: string; mode?: string; origin?: string } = {}): FetchStrategy {
  return getFetchStrategy(
    { method: options.method ?? "GET", url: `${options.origin ?? ORIGIN}${path}`, mode: options.mode ?? "cors" },
    ORIGIN,
    PRECACHED,
  );
}

describe("getFetchStrategy", () => {
  test("built assets are served cache first", () => {
    expect(strategyOf("/assets/root-ClgpGUzN.js")).toBe("asset");
    expect(strategyOf("/assets/inter-latin-wght-normal-Dx4kXJAl.woff2")).toBe("asset");
  });

  test("icons and the favicon of the precache list are served from this version's cache", () => {
    expect(strategyOf("/icons/icon-192.png")).toBe("precached");
    expect(strategyOf("/favicon.svg")).toBe("precached");
    expect(strategyOf("/icons/icon-192.png?v=2")).toBe("network");
    expect(strategyOf("/images/hero-illustration.svg")).toBe("network");
  });

  test("every page navigation is network only with the offline page as fallback", () => {
    for (const path of ["/", "/gst-filing", "/cart-page", "/login", "/user-dashboard", "/admin-dashboard?q=x"]) {
      expect(strategyOf(path, { mode: "navigate" }), path).toBe("page");
    }
  });

  test("downloads, uploads, auth links, exports and health checks are passed through untouched", () => {
    for (const path of [
      "/api/auth/verify-email?token=abc",
      "/uploads",
      "/admin/uploads/12",
      "/admin-dashboard.csv",
      "/enquiries-dashboard.csv?q=x",
      "/healthz",
    ]) {
      expect(strategyOf(path, { mode: "navigate" }), path).toBe("passthrough");
      expect(strategyOf(path), path).toBe("network");
    }
  });

  test("React Router's data and route discovery requests go straight to the network", () => {
    expect(strategyOf("/gst-filing.data")).toBe("network");
    expect(strategyOf("/_root.data?_routes=root")).toBe("network");
    expect(strategyOf("/__manifest?paths=%2Fgst-filing&version=abc")).toBe("network");
  });

  test("writes and other origins are never touched", () => {
    expect(strategyOf("/cart-page", { method: "POST", mode: "navigate" })).toBe("network");
    expect(strategyOf("/assets/root-ClgpGUzN.js", { method: "HEAD" })).toBe("network");
    expect(strategyOf("/assets/app.js", { origin: "https://cdn.example" })).toBe("network");
  });
});

test("a failed navigation is sent to the offline page with the page to try again", () => {
  const redirect = getOfflineRedirect(`${ORIGIN}/past-booking-details?id=ETF-1-2`);
  const url = new URL(redirect, ORIGIN);
  expect(url.pathname).toBe("/offline");
  expect(url.searchParams.get("from")).toBe("/past-booking-details?id=ETF-1-2");
});

import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import { siteCookie } from "#app/cookies.server.ts";

export type Toast = { id: string; type: "success" | "error"; message: string };

// A flash cookie: set by an action that redirects, read and cleared by the
// next page load, so a refresh never repeats the message.
const toastCookie = siteCookie("toast", { maxAge: 60 });

export async function redirectWithToast(
  url: string,
  toasts: Omit<Toast, "id">[],
  init: { headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie().serialize(toasts.map((toast) => ({ ...toast, id: randomUUID() }))));
  return redirect(url, { headers });
}

/** The toasts waiting for this request, and the header that clears them. */
export async function takeToasts(request: Request): Promise<{ toasts: Toast[]; headers?: HeadersInit }> {
  let value: unknown;
  try {
    value = await toastCookie().parse(request.headers.get("Cookie"));
  } catch {
    value = null;
  }
  if (!Array.isArray(value)) return { toasts: [] };
  const toasts = value.filter(
    (toast): toast is Toast =>
      typeof toast?.id === "string" &&
      typeof toast?.message === "string" &&
      (toast?.type === "success" || toast?.type === "error"),
  );
  return { toasts, headers: { "Set-Cookie": await toastCookie().serialize([], { maxAge: 0 }) } };
}

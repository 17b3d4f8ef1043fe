// Toasts (spec section 9: 4 s, success 2 s), with react-hot-toast loaded
// only when the first one is shown: most visits never need it, and it
// would add to every page's JavaScript.
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

type Kind = "success" | "error";

let library: Promise<typeof import("react-hot-toast")> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast; the same `id` never shows twice at once. */
export function showToast(kind: Kind, message: string, options: { id?: string } = {}): void {
  library ??= import("react-hot-toast");
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void library.then(({ default: toast }) => toast[kind](message, options));
}

const Toaster = lazy(() => import("react-hot-toast").then((module) => ({ default: module.Toaster })));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts' place on the page, and the server's flash messages shown once. */
export function Toasts({ flash }: { flash: { id: string; type: Kind; message: string }[] }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    for (const item of flash) showToast(item.type, item.message, { id: item.id });
  }, [flash]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />
    </Suspense>
  );
}

// Toasts (spec section 9: 4 s, success 2 s), with react-hot-toast loaded
// only when the first one is shown: most visits never need it, and it
// would add to every page's JavaScript.
import { useEffect, useSyncExternalStore } from "react";

type Kind = "success" | "error";
type Library = typeof import("react-hot-toast");

let library: Promise<Library> | undefined;
let Toaster: Library["Toaster"] | null = null;
const listeners = new Set<() => void>();

/** Shows a toast; the same `id` never shows twice at once. */
export function showToast(kind: Kind, message: string, options: { id?: string } = {}): void {
  library ??= import("react-hot-toast").then((module) => {
    Toaster = module.Toaster;
    for (const listener of listeners) listener();
    return module;
  });
  library
    .then(({ default: toast }) => toast[kind](message, options))
    .catch(() => {
      // Offline before the first toast: the message is on the page as well,
      // and the next toast tries to load the library again.
      library = undefined;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toasts' place on the page, and the server's flash messages shown once. */
export function Toasts({ flash }: { flash: { id: string; type: Kind; message: string }[] }) {
  const LoadedToaster = useSyncExternalStore(
    subscribe,
    () => Toaster,
    () => null,
  );
  useEffect(() => {
    for (const item of flash) showToast(item.type, item.message, { id: item.id });
  }, [flash]);
  if (!LoadedToaster) return null;
  return <LoadedToaster position="top-center" toastOptions={{ duration: 4000, success: { duration: 2000 } }} />;
}

// Public pages are kept rendered (server/html-cache.ts) until their content
// changes. Whatever changes it (the blog editor) says so here.

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever public content changes; returns the unsubscribe. */
export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicContentChanged(): void {
  for (const listener of listeners) listener();
}

// Public pages are kept rendered (server/html-cache.ts) until their content
// changes. Whatever changes it (the blog editor) says so here.

/**
 * "here": this process changed the content (and tells the other server
 * processes, server/cluster.ts); "elsewhere": another process did.
 */
export type ChangeOrigin = "here" | "elsewhere";
type Listener = (origin: ChangeOrigin) => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever public content changes; returns the unsubscribe. */
export function onPublicContentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicContentChanged(origin: ChangeOrigin = "here"): void {
  for (const listener of listeners) listener(origin);
}

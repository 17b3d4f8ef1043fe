// What every row gets: the running app, the mode, the public pages, and a
// place for figures a later row anchors on.
import type { AppServer } from "./app-server.ts";
import type { Line } from "./report.ts";
import type { LoadResult } from "./wrk.ts";

export type BenchContext = {
  root: string;
  quick: boolean;
  app: AppServer;
  /** The public pages: /, /gst-filing, /all-blogs and one blog post. */
  pages: string[];
  /** The app's cached (gzip) figure per page, from the public pages row. */
  cachedGzip: Map<string, LoadResult>;
  /** Registers work to undo at the end, even when the bench fails. */
  onCleanup(step: () => Promise<void>): void;
};

export type Row = {
  /** Name for --only. */
  id: string;
  /** How it is measured, for docs/PERFORMANCE.md. */
  note: string;
  run(context: BenchContext, report: (line: Line) => void): Promise<void>;
};

/** The verdict, or none in quick mode. */
export const judge = (context: BenchContext, pass: boolean): boolean | null => (context.quick ? null : pass);

/** How a page is named in the table: the blog post's long URL is printed once at the start. */
export const pageLabel = (page: string): string => (page.startsWith("/blog-page/") ? "blog post" : page);

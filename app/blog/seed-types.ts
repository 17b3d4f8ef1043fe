import type { BlogBlock } from "#app/db/schema.ts";

/** A guide every install starts with (app/db/seed.server.ts). */
export type SeedPost = {
  /** URL slug, the docId of /blog-page/{category}/{docId}. */
  id: string;
  category: "GST" | "Income Tax";
  title: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  excerpt: string;
  /** Path of an image in /public. */
  image: string;
  body: BlogBlock[];
};

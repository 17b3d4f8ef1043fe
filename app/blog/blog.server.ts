import { and, asc, desc, eq } from "drizzle-orm";
import { getDb } from "#app/db/client.server.ts";
import { type BlogBlock, blogPosts } from "#app/db/schema.ts";

export type { BlogBlock };

const cardColumns = {
  id: blogPosts.id,
  category: blogPosts.category,
  title: blogPosts.title,
  image: blogPosts.image,
  date: blogPosts.date,
  author: blogPosts.author,
  excerpt: blogPosts.excerpt,
};

export type BlogCard = {
  id: string;
  category: string;
  title: string;
  image: string;
  date: string;
  author: string;
  excerpt: string;
};

/** Published posts, newest first, of one category or all. */
export async function listPublishedPosts(category?: string): Promise<BlogCard[]> {
  return getDb()
    .select(cardColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), category ? eq(blogPosts.category, category) : undefined))
    .orderBy(desc(blogPosts.date), asc(blogPosts.title));
}

/** The distinct categories that have published posts (the tabs of /all-blogs). */
export async function listCategories(): Promise<string[]> {
  const rows = await getDb()
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(asc(blogPosts.category));
  return rows.map((row) => row.category);
}

export async function getPublishedPost(category: string, id: string) {
  const [post] = await getDb()
    .select({ ...cardColumns, body: blogPosts.body, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.category, category), eq(blogPosts.id, id), eq(blogPosts.published, true)));
  return post ?? null;
}

/** Seed posts every install starts with; existing posts (maybe edited) are left alone. */
export async function seedPosts(posts: readonly (BlogCard & { body: BlogBlock[] })[]): Promise<void> {
  if (posts.length === 0) return;
  await getDb()
    .insert(blogPosts)
    .values(posts.map((post) => ({ ...post, published: true })))
    .onConflictDoNothing();
}

export function countWords(body: readonly BlogBlock[]): number {
  const text = body.map((block) => (block.type === "list" ? block.items.join(" ") : block.text)).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

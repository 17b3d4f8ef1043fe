import { eq } from "drizzle-orm";
import { expect, test } from "vitest";
import { countWords, getPublishedPost, listCategories, listPublishedPosts } from "#app/blog/blog.server.ts";
import { PostSchema } from "#app/blog/blog-admin.server.ts";
import { GST_POSTS } from "#app/blog/seed-gst.ts";
import { INCOME_TAX_POSTS } from "#app/blog/seed-income-tax.ts";
import { getDb } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { seedDatabase } from "#app/db/seed.server.ts";
import { setupTestDatabase } from "#tests/database.ts";

setupTestDatabase();

test("eight original guides, four per category, each of 600 words or more with its own image", () => {
  const posts = [...GST_POSTS, ...INCOME_TAX_POSTS];
  expect(GST_POSTS.filter((post) => post.category === "GST")).toHaveLength(4);
  expect(INCOME_TAX_POSTS.filter((post) => post.category === "Income Tax")).toHaveLength(4);
  for (const post of posts) {
    expect(countWords(post.body), post.id).toBeGreaterThanOrEqual(600);
    expect(post.body.some((block) => block.type === "heading")).toBe(true);
    expect(post.body.some((block) => block.type === "list")).toBe(true);
  }
  expect(new Set(posts.map((post) => post.image)).size).toBe(8);
});

test("seeding is idempotent and leaves an edited post as the firm left it", async () => {
  await seedDatabase();
  await getDb()
    .update(blogPosts)
    .set({ title: "Edited by the firm" })
    .where(eq(blogPosts.id, "input-tax-credit-basics"));
  await seedDatabase();
  const rows = await getDb().select({ id: blogPosts.id, title: blogPosts.title }).from(blogPosts);
  expect(rows).toHaveLength(8);
  expect(rows.find((row) => row.id === "input-tax-credit-basics")?.title).toBe("Edited by the firm");
});

test("only published posts are listed or shown", async () => {
  await seedDatabase();
  expect(await listCategories()).toEqual(["GST", "Income Tax"]);
  expect(await listPublishedPosts("GST")).toHaveLength(4);
  await getDb().update(blogPosts).set({ published: false }).where(eq(blogPosts.id, "gst-registration-thresholds"));
  expect(await listPublishedPosts("GST")).toHaveLength(3);
  expect(await getPublishedPost("GST", "gst-registration-thresholds")).toBeNull();
  expect(await getPublishedPost("GST", "input-tax-credit-basics")).not.toBeNull();
  expect(await getPublishedPost("Income Tax", "input-tax-credit-basics")).toBeNull();
});

test("a post is in one of the spec's two categories: the editor's schema says so, and the database refuses others", async () => {
  const post = {
    category: "Audit",
    id: "stock-audit-basics",
    title: "Stock audits",
    date: "2026-03-31",
    author: "Firm Admin",
    excerpt: "What a stock audit checks.",
    body: "A paragraph.",
    image: "/images/blog/x.png",
  };
  const parsed = PostSchema.safeParse(post);
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
    ["category", "Please choose GST or Income Tax."],
  ]);
  expect(PostSchema.safeParse({ ...post, category: " Income Tax " }).data?.category).toBe("Income Tax");

  await expect(
    getDb()
      .insert(blogPosts)
      .values({ ...post, body: [{ type: "paragraph", text: "A paragraph." }] }),
  ).rejects.toMatchObject({ cause: { constraint: "blog_posts_category_check" } });
  expect(await getDb().select().from(blogPosts).where(eq(blogPosts.id, "stock-audit-basics"))).toEqual([]);
});

// Seed data every install needs, applied at each start; idempotent (a post
// that exists, perhaps edited by the firm, is left as it is).

import { seedPosts } from "#app/blog/blog.server.ts";
import { GST_POSTS } from "#app/blog/seed-gst.ts";
import { INCOME_TAX_POSTS } from "#app/blog/seed-income-tax.ts";

export async function seedDatabase(): Promise<void> {
  await seedPosts([...GST_POSTS, ...INCOME_TAX_POSTS]);
}

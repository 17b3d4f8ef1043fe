import { and, asc, desc, eq, sql } from "drizzle-orm";
import { getSessionUser, isStaff } from "#app/accounts/session.server.ts";
import { BLOG_CATEGORIES, parseBody } from "#app/blog/blocks.ts";
import { CHANNELS, sayChanged } from "#app/db/changes.server.ts";
import { getDb } from "#app/db/client.server.ts";
import { type BlogBlock, blogPosts, uploads } from "#app/db/schema.ts";
import { z } from "#app/zod.ts";

/** The editor's fields; the body is the text form of app/blog/blocks.ts. */
/** The largest cover image the editor takes. */
export const IMAGE_LIMIT_MB = 2;
const CHOOSE_IMAGE = `Please choose an image (PNG, JPEG or WebP, up to ${IMAGE_LIMIT_MB} MB).`;

/** A post as the editor sends it; the body is the text form of app/blog/blocks.ts. */
export const PostSchema = z.object({
  category: z
    .string({ error: "Please choose a category." })
    .trim()
    .min(1, "Please choose a category.")
    .pipe(z.enum(BLOG_CATEGORIES, { error: "Please choose GST or Income Tax." })),
  id: z
    .string({ error: "Please give the post a web address." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and dashes, e.g. gst-due-dates.")
    .max(80),
  title: z.string({ error: "Please enter a title." }).trim().min(1, "Please enter a title.").max(160),
  date: z.iso.date("Please enter the date as YYYY-MM-DD."),
  author: z.string({ error: "Please enter the author." }).trim().min(1, "Please enter the author.").max(100),
  excerpt: z.string({ error: "Please write a short excerpt." }).trim().min(1, "Please write a short excerpt.").max(300),
  body: z
    .string({ error: "Please write the post." })
    .max(60_000)
    .refine((text) => parseBody(text).length > 0, "Please write the post."),
  image: z
    .string({ error: CHOOSE_IMAGE })
    .max(300)
    .regex(/^\/(blog-images|images)\/[\w./-]+$/, CHOOSE_IMAGE),
});

export async function listAllPosts() {
  return getDb()
    .select({
      id: blogPosts.id,
      category: blogPosts.category,
      title: blogPosts.title,
      date: blogPosts.date,
      published: blogPosts.published,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.date), asc(blogPosts.title));
}

export async function getPostForEditing(category: string, id: string) {
  const [post] = await getDb()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.category, category), eq(blogPosts.id, id)));
  return post ?? null;
}

export type PostInput = Omit<z.output<typeof PostSchema>, "body" | "image"> & {
  body: BlogBlock[];
  image: string;
  published: boolean;
};

/** Creates or updates a post; `original` names the post being edited. */
export async function savePost(
  input: PostInput,
  original: { category: string; id: string } | null,
): Promise<"saved" | "taken"> {
  const db = getDb();
  const outcome = await db.transaction(async (tx) => {
    const moving = !original || original.category !== input.category || original.id !== input.id;
    if (moving) {
      const [clash] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.category, input.category), eq(blogPosts.id, input.id)));
      if (clash) return "taken";
    }
    if (original) {
      await tx
        .update(blogPosts)
        .set({ ...input, updatedAt: sql`now()` })
        .where(and(eq(blogPosts.category, original.category), eq(blogPosts.id, original.id)));
    } else {
      await tx.insert(blogPosts).values(input);
    }
    return "saved" as const;
  });
  // The home page, the blog list, the post and the sitemap all show posts.
  if (outcome === "saved") await sayChanged(CHANNELS.publicContent);
  return outcome;
}

/**
 * Whether /blog-images/{key}.{extension} may be served: only an image a
 * post names (DESIGN point 9: documents share the storage and go out only
 * through the admin download route). An image uploaded but not yet saved
 * (the editor's preview) is shown to admins only, and never a key that is a
 * client document.
 */
export async function isBlogImage(request: Request, file: string): Promise<{ public: boolean } | null> {
  const db = getDb();
  // NOTE: a post's image path is a form field; a document's key typed into
  // it must not publish the document.
  const key = file.slice(0, 32);
  const [document] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  if (document) return null;
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(eq(blogPosts.image, `/blog-images/${file}`))
    .limit(1);
  if (post) return { public: true };
  const user = await getSessionUser(request);
  return isStaff(user) ? { public: false } : null;
}

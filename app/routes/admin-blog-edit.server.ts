import { parseWithZod } from "@conform-to/zod/v4";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { recordAudit } from "#app/audit/audit.server.ts";
import { parseBody } from "#app/blog/blocks.ts";
import { getPostForEditing, IMAGE_LIMIT_MB, PostSchema, savePost } from "#app/blog/blog-admin.server.ts";
import { reply, UNREADABLE_FORM } from "#app/forms.server.ts";
import { redirectWithToast } from "#app/toast.server.ts";
import { discardFiles, IMAGE_TYPES, isMultipart, receiveMultipartForm } from "#app/uploads/receive.server.ts";

export type EditorValues = Record<
  "category" | "id" | "title" | "date" | "author" | "excerpt" | "body" | "image",
  string
>;

/** Preview, save, publish or unpublish a post (admins only). */
export async function handleEditorAction(request: Request, clientAddress: string) {
  const admin = await requireAdmin(request);
  const unreadable = () => reply(null, { formError: UNREADABLE_FORM, more: { values: null, preview: null } });
  if (!isMultipart(request)) return unreadable();
  let received: Awaited<ReturnType<typeof receiveMultipartForm>>;
  try {
    received = await receiveMultipartForm(request, { types: IMAGE_TYPES, maxFileMb: IMAGE_LIMIT_MB, maxFiles: 1 });
  } catch {
    return unreadable();
  }
  const fields = received.fields;
  const image = received.accepted[0];
  const values: EditorValues = {
    category: fields.category ?? "",
    id: fields.id ?? "",
    title: fields.title ?? "",
    date: fields.date ?? "",
    author: fields.author ?? "",
    excerpt: fields.excerpt ?? "",
    body: fields.body ?? "",
    image: image
      ? `/blog-images/${image.storageKey}${image.contentType === "image/jpeg" ? ".jpg" : image.contentType === "image/png" ? ".png" : ".webp"}`
      : (fields.image ?? ""),
  };
  // The fields through the editor's one schema, as every form goes (a file
  // refused on arrival says why instead of the schema's image message).
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  const submission = parseWithZod(form, { schema: PostSchema });
  const refusedImage = received.refused[0]?.error;
  const intent = fields.intent ?? "save";
  if (submission.status !== "success" || refusedImage) {
    if (image) await discardFiles([image]);
    return reply(submission, {
      fieldErrors: refusedImage ? { image: [refusedImage] } : undefined,
      more: { values: { ...values, image: image ? (fields.image ?? "") : values.image }, preview: null },
    });
  }
  const post = submission.value;
  const blocks = parseBody(post.body);
  // A preview keeps what was typed: not a success that empties the form.
  if (intent === "preview") return reply(null, { more: { values, preview: { title: post.title, blocks } } });

  const original = fields.originalId ? { category: fields.originalCategory ?? "", id: fields.originalId } : null;
  const existing = original ? await getPostForEditing(original.category, original.id) : null;
  const published = intent === "publish" ? true : intent === "unpublish" ? false : (existing?.published ?? false);
  const { body: _body, image: _image, ...rest } = post;
  const outcome = await savePost({ ...rest, body: blocks, image: values.image, published }, original);
  if (outcome === "taken") {
    const fieldErrors = { id: ["Another post in this category already has this address."] };
    return reply(submission, { fieldErrors, status: 409, more: { values, preview: null } });
  }
  await recordAudit({
    action: "blog-saved",
    actor: admin,
    target: `${intent} post ${rest.category}/${rest.id}`,
    clientAddress,
  });
  const message =
    intent === "publish" ? "Post published." : intent === "unpublish" ? "Post unpublished." : "Post saved.";
  return redirectWithToast("/admin-blog", [{ type: "success", message }]);
}

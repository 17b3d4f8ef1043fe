import { Form } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { BLOG_CATEGORIES, formatBody } from "#app/blog/blocks.ts";
import { getPostForEditing, IMAGE_LIMIT_MB } from "#app/blog/blog-admin.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { FormErrors } from "#app/components/forms.tsx";
import { catchNetworkFailure, shouldRevalidateUnlessOffline } from "#app/components/network-failure.ts";
import { usePending } from "#app/form-answer.ts";
import { readQuery } from "#app/forms.server.ts";
import { getPageMeta } from "#app/seo.ts";
import { TAKES_FILES } from "#app/uploads/takes-files.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/admin-blog-edit";
import { type EditorValues, handleEditorAction } from "./admin-blog-edit.server.ts";

// New post (no query) or ?category=&id= to edit one.

/** Its action streams documents: posts here may carry files (app/uploads/takes-files.ts). */
export const handle = TAKES_FILES;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { category, id } = readQuery(
    request,
    z.object({
      category: z.string().optional().catch(undefined),
      id: z.string().optional().catch(undefined),
    }),
  );
  const post = category && id ? await getPostForEditing(category, id) : null;
  const values: EditorValues = post
    ? { ...post, body: formatBody(post.body) }
    : {
        category: "GST",
        id: "",
        title: "",
        date: new Date().toISOString().slice(0, 10),
        author: "",
        excerpt: "",
        body: "",
        image: "",
      };
  return {
    original: post ? { category: post.category, id: post.id, published: post.published } : null,
    values,
    imageLimitMb: IMAGE_LIMIT_MB,
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleEditorAction(request, context.clientAddress);
}

const FIELD =
  "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => catchNetworkFailure(serverAction);

export const shouldRevalidate = shouldRevalidateUnlessOffline;

export default function AdminBlogEdit({ loaderData, actionData }: Route.ComponentProps) {
  const pending = usePending();
  const { original, imageLimitMb } = loaderData;
  const answer = actionData && "values" in actionData ? actionData : undefined;
  const values = answer?.values ?? loaderData.values;
  // One message a field, the first.
  const errors = Object.fromEntries(
    Object.entries(actionData?.result?.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
  const field = (name: keyof EditorValues, label: string, input: "text" | "date" | "textarea" = "text", rows = 3) => (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {input === "textarea" ? (
        <textarea
          id={name}
          name={name}
          rows={rows}
          defaultValue={values[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          className={FIELD}
        />
      ) : (
        <input
          id={name}
          name={name}
          type={input}
          defaultValue={values[name]}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${name}-error` : undefined}
          className={FIELD}
        />
      )}
      {errors[name] ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <section className="container-page max-w-4xl py-8">
      <h1 className="text-3xl font-bold text-brand-900">{original ? "Edit post" : "New post"}</h1>
      {original ? <p className="mt-2 text-slate-600">Status: {original.published ? "Published" : "Draft"}</p> : null}
      <Form
        key={`${original?.category}/${original?.id}`}
        method="post"
        encType="multipart/form-data"
        className="mt-6 space-y-5"
      >
        {/* An unreadable post, or the network gone: said above the fields. */}
        <FormErrors id="post-errors" errors={errors[""] ? [errors[""]] : undefined} />
        {original ? (
          <>
            <input type="hidden" name="originalCategory" value={original.category} />
            <input type="hidden" name="originalId" value={original.id} />
          </>
        ) : null}
        <input type="hidden" name="image" value={values.image} />
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="category" className="block text-sm font-semibold text-slate-800">
              Category
            </label>
            <input id="category" name="category" list="categories" defaultValue={values.category} className={FIELD} />
            <datalist id="categories">
              {BLOG_CATEGORIES.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </div>
          {field("id", "Web address (e.g. gst-due-dates)")}
        </div>
        {field("title", "Title")}
        <div className="grid gap-5 sm:grid-cols-2">
          {field("date", "Date", "date")}
          {field("author", "Author")}
        </div>
        {field("excerpt", "Excerpt", "textarea", 2)}
        <div>
          <label htmlFor="imageFile" className="block text-sm font-semibold text-slate-800">
            Image (PNG, JPEG or WebP, up to {imageLimitMb} MB)
          </label>
          {values.image ? (
            <img src={values.image} alt="Current" className="mt-2 h-24 rounded border border-slate-200" />
          ) : null}
          <input
            id="imageFile"
            name="imageFile"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={errors.image ? "image-error" : undefined}
            className="mt-2 block text-sm"
          />
          {errors.image ? (
            <p id="image-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.image}
            </p>
          ) : null}
        </div>
        <div>
          {field("body", "Body", "textarea", 18)}
          <p className="mt-1 text-sm text-slate-500">
            Start a line with <code>## </code> for a heading and <code>- </code> for a list item; leave a blank line
            between paragraphs. Everything is shown as text.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {[
            ["preview", "Preview"],
            ["save", "Save"],
            ["publish", "Publish"],
            ...(original?.published ? [["unpublish", "Unpublish"]] : []),
          ].map(([intent, label]) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              disabled={pending}
              className={intent === "publish" ? "btn-primary" : "btn-secondary"}
            >
              {label}
            </button>
          ))}
        </div>
      </Form>
      {answer?.preview ? (
        <article aria-label="Preview" className="mt-10 rounded-xl border-2 border-dashed border-brand-200 p-6">
          <p className="text-xs font-semibold uppercase text-brand-700">Preview</p>
          <h2 className="mt-2 text-2xl font-bold text-brand-900">{answer.preview.title}</h2>
          <div className="mt-4 space-y-4 text-slate-800">
            {answer.preview.blocks.map((block, index) => {
              const key = `${index}-${block.type}`;
              if (block.type === "heading")
                return (
                  <h3 key={key} className="text-xl font-bold text-brand-900">
                    {block.text}
                  </h3>
                );
              if (block.type === "list")
                return (
                  <ul key={key} className="list-disc pl-6">
                    {block.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                );
              return <p key={key}>{block.text}</p>;
            })}
          </div>
        </article>
      ) : null}
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: edit post", description: "Blog editor." }),
    { name: "robots", content: "noindex" },
  ];
}

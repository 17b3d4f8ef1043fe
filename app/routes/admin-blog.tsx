import { Link } from "react-router";
import { requireAdmin } from "#app/accounts/session.server.ts";
import { listAllPosts } from "#app/blog/blog-admin.server.ts";
import { privatePageHeaders } from "#app/cache-control.ts";
import { formatDay } from "#app/format-date.ts";
import { getPageMeta } from "#app/seo.ts";
import type { Route } from "./+types/admin-blog";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const posts = await listAllPosts();
  return { posts: posts.map((post) => ({ ...post, date: formatDay(post.date) })) };
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container-page py-8">
      <h1 className="text-3xl font-bold text-brand-900">Blog posts</h1>
      <Link to="/admin-blog/edit" className="btn-primary mt-6">
        New post
      </Link>
      <div className="relative mt-6 overflow-x-auto rounded-xl border border-slate-200">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {["Title", "Category", "Date", "Status", ""].map((column) => (
                <th key={column || "edit"} scope="col" className="px-3 py-3">
                  {column || <span className="sr-only">Edit</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {loaderData.posts.map((post) => (
              <tr key={`${post.category}/${post.id}`}>
                <td className="px-3 py-3 font-medium">{post.title}</td>
                <td className="px-3 py-3">{post.category}</td>
                <td className="px-3 py-3 whitespace-nowrap">{post.date}</td>
                <td className="px-3 py-3">{post.published ? "Published" : "Draft"}</td>
                <td className="px-3 py-3">
                  <Link
                    to={`/admin-blog/edit?${new URLSearchParams({ category: post.category, id: post.id })}`}
                    className="font-semibold text-brand-700 underline"
                  >
                    Edit<span className="sr-only"> {post.title}</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export const headers = privatePageHeaders;

export function meta(args: Route.MetaArgs) {
  return [
    ...getPageMeta(args, { title: "Admin: blog posts", description: "Blog posts." }),
    { name: "robots", content: "noindex" },
  ];
}

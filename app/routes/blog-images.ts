import { data } from "react-router";
import { isBlogImage } from "#app/blog/blog-admin.server.ts";
import { getStorage } from "#app/uploads/storage.server.ts";
import { toResponseBody } from "#app/web-stream.server.ts";
import type { Route } from "./+types/blog-images";

const TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

// Images uploaded for blog posts: public, named by a random key, never changing.
export async function loader({ params, request }: Route.LoaderArgs) {
  const match = /^([a-f0-9]{32})\.(png|jpg|webp)$/.exec(params.file);
  if (!match) throw data("Not found", { status: 404 });
  const [, key = "", extension = ""] = match;
  const image = await isBlogImage(request, params.file);
  if (!image) throw data("Not found", { status: 404 });
  const stream = await getStorage().open(key);
  return new Promise<Response>((resolve) => {
    stream.once("error", () => resolve(new Response("Not found", { status: 404 })));
    stream.once("readable", () =>
      resolve(
        new Response(toResponseBody(stream), {
          headers: {
            "Content-Type": TYPES[extension] ?? "application/octet-stream",
            "Cache-Control": image.public ? "public, max-age=31536000, immutable" : "private, no-store",
          },
        }),
      ),
    );
  });
}

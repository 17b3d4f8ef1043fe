import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "#app/zod.ts";

export const UNREADABLE_FORM = "The form could not be read. Please try again.";

/**
 * The posted form of an action. A body that is not a form (a wrong content
 * type, a broken encoding) is refused with 400 and a message, never a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ message: UNREADABLE_FORM }, { status: 400 });
  }
}

/**
 * The query string of a loader through its schema, the way forms go
 * (Conform's parseWithZod reads URLSearchParams as it reads FormData). A
 * query schema gives each field a `.catch()`, so an odd address falls back
 * to the page's default instead of failing.
 */
export function readQuery<Schema extends z.ZodType<Record<string, unknown>>>(
  request: Request,
  schema: Schema,
): z.output<Schema> {
  const submission = parseWithZod(new URL(request.url).searchParams, { schema });
  if (submission.status !== "success") {
    throw new Error(`a query schema must not fail: ${JSON.stringify(submission.error)}`);
  }
  return submission.value;
}

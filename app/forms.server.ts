import { data } from "react-router";

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

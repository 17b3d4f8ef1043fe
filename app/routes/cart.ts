import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { getCart, serializeCart } from "#app/cart/cart.server.ts";
import { applyCartIntent, CART_INTENTS } from "#app/cart/cart.ts";
import { getOption } from "#app/catalog/catalog.server.ts";
import { getEnv } from "#app/env.server.ts";
import { readForm, reply } from "#app/forms.server.ts";
import { getSafeRedirect } from "#app/safe-redirect.ts";
import { z } from "#app/zod.ts";
import type { Route } from "./+types/cart";

const CartActionSchema = z.object({
  intent: z.enum(CART_INTENTS),
  item: z.string().max(200).optional(),
  quantity: z.coerce.number().int().min(1).max(99).optional(),
  // Only forms posted without JavaScript send this: they come back to it.
  redirectTo: z.string().max(500).optional(),
});

// The cart's one write: every card, plus/minus and Remove posts here.
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: CartActionSchema });
  if (submission.status !== "success") {
    return reply(submission, { formError: "This cart change could not be understood." });
  }
  const { intent, item = "", quantity, redirectTo } = submission.value;
  if (intent !== "clear" && !getOption(item)) {
    return reply(submission, { formError: "This service option does not exist." });
  }

  const cart = applyCartIntent(await getCart(request), intent, item, quantity);
  const headers = { "Set-Cookie": await serializeCart(cart), "Cache-Control": "no-store" };
  if (redirectTo !== undefined) throw redirect(getSafeRedirect(redirectTo, getEnv().SITE_URL), { headers });
  return reply(submission, { headers });
}

export function loader() {
  return redirect("/cart-page");
}

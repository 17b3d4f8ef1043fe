// The cart page's Customer Details form (spec section 5, "Booking"): one
// schema for the browser's instant messages and the server's check.

import { emailField, nameField, optionalText, phoneField } from "#app/validation.ts";
import { z } from "#app/zod.ts";

export const CustomerDetailsSchema = z.object({
  name: nameField("Please enter your name."),
  phone: phoneField("Please enter your phone number."),
  email: emailField("Please enter your email address.", "Please enter a valid email address."),
  instructions: optionalText(2000, "Please keep the special instructions under 2000 characters."),
  // The cart's lines as [option key, quantity] pairs; prices are never sent.
  items: z.string({ error: "Kindly select any service(s) to proceed." }).max(5000),
});

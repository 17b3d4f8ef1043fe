// The two consents the booking, enquiry and partner enquiry forms ask for
// (issue 22.5; DPDP Act 2023, section 6): one to the form's own purpose,
// required and never pre-ticked, and a separate, optional one to marketing
// email. Browser-safe: each form's schema composes CONSENT_FIELDS, so the
// browser and the server give the same message.
import { acceptedCheckbox } from "#app/validation.ts";
import { z } from "#app/zod.ts";

export const CONSENT_MESSAGE = "Please agree to the privacy notice to continue.";

export const CONSENT_FIELDS = {
  consent: acceptedCheckbox(CONSENT_MESSAGE),
  // Only a ticked box ("on") is a consent: a missing or odd value is none,
  // never an error (and the box is never `required`).
  marketing: z.boolean().catch(false).default(false),
};

import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/mail.ts";

export default {} satisfies Messages<typeof en>;

import type { Messages } from "#app/i18n/messages.ts";
import type en from "../en/site.ts";

export default {} satisfies Messages<typeof en>;

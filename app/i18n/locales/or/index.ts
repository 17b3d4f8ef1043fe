import type { Messages, Resources } from "#app/i18n/messages.ts";
import account from "./account.ts";
import booking from "./booking.ts";
import cart from "./cart.ts";
import catalog from "./catalog.ts";
import common from "./common.ts";
import forms from "./forms.ts";
import legal from "./legal.ts";
import mail from "./mail.ts";
import site from "./site.ts";
import tools from "./tools.ts";

export default { common, site, legal, cart, forms, account, booking, tools, mail, catalog } satisfies {
  [N in keyof Resources]: Messages<Resources[N]>;
};

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

/** Every namespace of the site's English (the source the others translate). "mail" never leaves the server. */
export default { common, site, legal, cart, forms, account, booking, tools, mail, catalog } as const;

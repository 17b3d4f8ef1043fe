import type { Messages, Resources } from "#app/i18n/messages.ts";
import common from "./common.ts";

export default { common } satisfies { [N in keyof Resources]: Messages<Resources[N]> };

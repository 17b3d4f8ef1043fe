import common from "./common.ts";

/** Every namespace of the site's English (the source the others translate). */
export default { common } as const;

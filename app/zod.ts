// Zod for every module of app/: import { z } from "#app/zod.ts", never from
// "zod" (Biome holds this). Zod 4 probes for `new Function` to compile fast
// parsers the first time a schema is made; under our CSP (no 'unsafe-eval')
// the probe is a reported violation in every browser console. Setting
// jitless here, in the module that hands out `z`, runs before any schema of
// any chunk is made, whatever order the bundler loads them in. Interpreted
// parsing is plenty for forms this size.
import { z } from "zod";

z.config({ jitless: true });

export { z };

// After the build: a brotli and a gzip copy of every compressible built
// asset, made once at the highest levels, so the server sends bytes instead
// of compressing on every request (server/app.ts serves them).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const ASSETS = path.resolve("build/client/assets");
const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

let files = 0;
let before = 0;
let after = 0;
for (const name of await readdir(ASSETS)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(ASSETS, name);
  const content = await readFile(file);
  const [gzipped, brotlied] = await Promise.all([
    gzip(content, { level: 9 }),
    brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  ]);
  await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotlied)]);
  files++;
  before += content.length;
  after += brotlied.length;
}
console.log(`Compressed ${files} assets: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB with brotli.`);

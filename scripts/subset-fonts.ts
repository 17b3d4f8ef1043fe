// Before the build: Noto Sans Devanagari and Noto Sans Oriya (fontsource's
// files of each script, variable weight) cut down to the letters our pages
// use (issue 39.5), and two tiny fonts with only the languages' own names
// for the switch every page shows. Written to app/fonts/subset/ (not kept
// in git), where app/fonts/*.css and app/app.css find them.
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { LANGUAGE_NAMES } from "#app/i18n/languages.ts";

const OUT = path.resolve("app/fonts/subset");
const { resolve } = createRequire(import.meta.url);

const SCRIPTS = [
  {
    name: "devanagari",
    file: resolve("@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2"),
    letters: /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF]/gu,
    ownName: LANGUAGE_NAMES.hi,
  },
  {
    name: "oriya",
    file: resolve("@fontsource-variable/noto-sans-oriya/files/noto-sans-oriya-oriya-wght-normal.woff2"),
    letters: /[\u0B00-\u0B7F]/gu,
    ownName: LANGUAGE_NAMES.or,
  },
] as const;

/**
 * The weights the pages use, from normal text (400) to font-extrabold (800):
 * the variable font's other weights cost Devanagari 20 KB (72 → 52 KB).
 * app/app.css says the same range in each @font-face.
 */
const WEIGHTS = { min: 400, max: 800 };

/** Joiners, the danda and the dotted circle: shaping needs them beside the letters. */
const SHAPING = "\u200C\u200D\u0964\u0965\u25CC";

/** Every source file of the app: messages, content, the components' own words. */
function readAppText(): string {
  return readdirSync(path.resolve("app"), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), "utf8"))
    .join("");
}

const text = readAppText();
await mkdir(OUT, { recursive: true });
for (const script of SCRIPTS) {
  const font = readFileSync(script.file);
  // The shaper decomposes some letters first (Odia ୈ is େ + ୖ, Hindi ज़ is ज + ़): keep both forms.
  const letters = (text.match(script.letters) ?? []).join("");
  const used = [...new Set(`${letters}${letters.normalize("NFD")}${letters.normalize("NFC")}`)].join("");
  const pages = await subsetFont(font, `${used}${SHAPING}`, {
    targetFormat: "woff2",
    variationAxes: { wght: WEIGHTS },
  });
  // One weight is enough for two words.
  const names = await subsetFont(font, `${script.ownName}${SHAPING}`, {
    targetFormat: "woff2",
    variationAxes: { wght: 500 },
  });
  await writeFile(path.join(OUT, `${script.name}.woff2`), pages);
  await writeFile(path.join(OUT, `${script.name}-name.woff2`), names);
  console.log(
    `${script.name}: ${[...used].length} letters, ${font.length} → ${pages.length} bytes; its name alone ${names.length} bytes`,
  );
}

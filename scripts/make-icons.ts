// Renders the PNG icons of public/manifest.webmanifest (and the Apple touch
// icon) from the SVGs in public/icons/ with the test Chromium. Run once after
// changing an SVG, and commit the PNGs: `npx tsx scripts/make-icons.ts`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "#tests/chromium.ts";

const ICONS_DIR = path.resolve("public/icons");

// The "any" icon keeps its rounded corners; the maskable one is full-bleed
// with the mark inside the safe zone, which is also what iOS wants (it
// rounds the corners itself and fills transparency with black).
const OUTPUTS = [
  { source: "icon.svg", file: "icon-192.png", size: 192 },
  { source: "icon.svg", file: "icon-512.png", size: 512 },
  { source: "icon-maskable.svg", file: "icon-maskable-512.png", size: 512 },
  { source: "icon-maskable.svg", file: "apple-touch-icon.png", size: 180 },
];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const { source, file, size } of OUTPUTS) {
    const svg = readFileSync(path.join(ICONS_DIR, source)).toString("base64");
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}img{display:block}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" width="${size}" height="${size}" alt="">`,
    );
    await page.locator("img").evaluate((image: HTMLImageElement) => image.decode());
    await page.screenshot({ path: path.join(ICONS_DIR, file), omitBackground: true });
    console.log(`${file}: ${size}×${size}`);
  }
} finally {
  await browser.close();
}

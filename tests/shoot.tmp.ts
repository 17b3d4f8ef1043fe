import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "#tests/chromium.ts";

const base = "http://127.0.0.1:4611";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
for (const width of [360, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 900 } });
  const page = await context.newPage();
  for (const p of pages) {
    const [path, action] = p.split("!");
    await page.goto(base + path);
    if (action === "select") {
      await page.getByRole("button", { pressed: false }).first().click();
      await page.waitForTimeout(1500);
    }
    const name = `${path.replace(/[^a-z0-9]+/gi, "_")}${action ?? ""}-${width}`;
    const H = width === 360 ? 2220 : 2700;
    const total = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 0; y < total && i < 4; y += H, i++)
      await page.screenshot({
        path: `/tmp/pubui-shots/${name}-${i}.png`,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(H, total - y) },
      });
    const info = await page.evaluate(() => ({
      h: document.documentElement.scrollHeight,
      w: document.documentElement.scrollWidth,
    }));
    console.log(name, JSON.stringify(info));
  }
  await context.close();
}
await browser.close();

// The page comes before its scripts: every page is complete HTML that works
// without JavaScript, so on a slow connection the text, styles and images
// should not share the line with ~110 KB of hydration code. React Router
// renders the <link rel="modulepreload"> tags itself, with no way to pass a
// fetch priority, so they are marked here, in the rendered <head>
// (docs/decisions/007-page-before-scripts.md).
const PRELOAD = '<link rel="modulepreload"';
const PRELOAD_BYTES = Buffer.from(PRELOAD);
const HEAD_END = Buffer.from("</head>");

export function lowerScriptPriority(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  // Only the stretch from the first preload to the end of <head> is read as
  // text (an inline stylesheet before it can be tens of kilobytes).
  const start = html.indexOf(PRELOAD_BYTES);
  const end = start === -1 ? -1 : html.indexOf(HEAD_END, start);
  if (end === -1) return html;
  const preloads = html.subarray(start, end).toString("utf8");
  return Buffer.concat([
    html.subarray(0, start),
    Buffer.from(preloads.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`)),
    html.subarray(end),
  ]);
}

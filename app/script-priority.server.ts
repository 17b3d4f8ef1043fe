// The page comes before its scripts: every page is complete HTML that works
// without JavaScript, so on a slow connection the text, styles and images
// should not share the line with ~110 KB of hydration code. React Router
// renders the <link rel="modulepreload"> tags itself, with no way to pass a
// fetch priority, so they are marked here, in the rendered <head>
// (docs/decisions/007-page-before-scripts.md).
const HEAD_END = Buffer.from("</head>");
const PRELOAD = /<link rel="modulepreload"/g;

export function lowerScriptPriority(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd === -1) return html;
  const head = html.subarray(0, headEnd).toString("utf8");
  return Buffer.concat([
    Buffer.from(head.replace(PRELOAD, '<link rel="modulepreload" fetchpriority="low"')),
    html.subarray(headEnd),
  ]);
}

import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const CSS_TARGET = "es2022";

/** Fonts stay files: the CSP allows fonts from this site only ("font-src 'self'"), never data: addresses. */
const assetsInlineLimit = (file: string) => (file.endsWith(".woff2") ? false : undefined);

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, so the whole Node side
  // (server, database, domain code) is one bundle with one module graph.
  // Both builds must make the same stylesheet: the server inlines the file
  // its build named, the browser finds it by the name its build gave, and
  // two names mean a hydration mismatch that re-renders the page (and loses
  // what was typed).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/main.ts" }, target: "node20", cssTarget: CSS_TARGET, assetsInlineLimit }
    : { target: "es2022", cssTarget: CSS_TARGET, assetsInlineLimit, rolldownOptions: { output: CLIENT_CHUNKS } },
  plugins: [tailwindcss(), reactRouter()],
}));

// A page loads a handful of scripts instead of a dozen: on a phone each extra
// request costs a round trip. React, React DOM and React Router (what every
// page needs) make one file; the app's code shared by several pages is grouped
// by the pages that use it, small groups merged, so no page loads much it
// does not use (front-end weight: docs/PERFORMANCE.md).
const CLIENT_CHUNKS = {
  codeSplitting: {
    groups: [
      {
        name: "framework",
        test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|jsx-runtime|rolldown[\\/:]runtime/,
        priority: 2,
      },
      {
        name: "shared",
        test: /[\\/]app[\\/]/,
        minShareCount: 2,
        entriesAware: true,
        // No groups merged: a merge joins a small group into a bigger one that
        // other pages share, and a page then loads all of it. At 20 KB (until
        // issue 26) the merges put the staff's list code and zod (25 KB
        // gzipped) in the home page's scripts; at 5 KB (until issue 41) they
        // still put zod, conform and the staff lists into every service page
        // through the document checklist's group: /gst-filing 193 KB of
        // JavaScript, 145 KB without merges, in 24 files instead of 22.
        entriesAwareMergeThreshold: 0,
        priority: 1,
      },
    ],
  },
  // The groups' names list the pages that share them: too long for a file name.
  chunkFileNames: (chunk: { name: string }) =>
    chunk.name.startsWith("shared") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js",
};

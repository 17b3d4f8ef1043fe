import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const CSS_TARGET = "es2022";

export default defineConfig(({ isSsrBuild }) => ({
  // The server build's entry is our Express app, so the whole Node side
  // (server, database, domain code) is one bundle with one module graph.
  // Both builds must make the same stylesheet: the server links the file its
  // build named, the browser the one its build named, and two names mean a
  // hydration mismatch that re-renders the page (and loses what was typed).
  build: isSsrBuild
    ? { rollupOptions: { input: "./server/main.ts" }, target: "node20", cssTarget: CSS_TARGET }
    : { target: "es2022", cssTarget: CSS_TARGET },
  plugins: [tailwindcss(), reactRouter()],
}));

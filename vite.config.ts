import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { pageScripts } from "./scripts/page-scripts.ts";

/**
 * The browser's modules in a few chunks instead of some twenty: each request costs about 700 bytes
 * of response headers, more than most of those chunks weighed. `ui` holds what most pages share
 * (React and React Router come along, as only it uses them); the mockups go to the three pages
 * that show them, and each route's own code stays in its route chunk. The forms stay out of `ui`:
 * in it, they would bring their schema (zod) and each other to every page. Each form lives in its
 * room (app/booking/, app/leads/, app/newsletter/, app/resources/), which `ui` does not take; the
 * fields they share sit in app/sections/, so they are named here. `common/site/message` stays out
 * too: it brings intl-messageformat, which only pages that format in the browser should load (decision 103).
 */
function manualChunks(id: string): string | undefined {
  if (id.includes("/node_modules/lucide-react/")) return "ui";
  // React DOM's small public module (portals, flushSync) stays with React: otherwise the back office's
  // chart, which imports it too, would make it a chunk of its own on every public page.
  if (/\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)/.test(id)) return "ui";
  if (id.includes("/app/sections/mockups/")) return "mockups";
  // The booking page's addresses: the general agents page links there too, and alone they were a
  // chunk of 400 bytes under 700 of headers.
  if (id.includes("/common/booking/paths.")) return "ui";
  if (
    /\/(app\/(components|sections|hooks|site|lib)\/|common\/site\/|common\/analytics\/beacon\.)/.test(id) &&
    !/\/(form-fields|testimonials|hero-image|message)\./.test(id)
  ) {
    return "ui";
  }
  return undefined;
}

/**
 * V8 compiles a function on the main thread the first time it runs, unless the file says that its
 * functions all run at load (`//# allFunctionsCalledOnLoad`, Chrome 136 and later): it then compiles
 * them off the main thread while the file downloads, and hydration no longer stops to compile React
 * DOM and our components piece by piece (decision 052). The hint goes on what a page loads to hydrate
 * (the entry, the shared chunks, the routes), not on a chunk only a lazy `import()` reaches (the back
 * office's chart). Added last, after the minifier, which would drop the comment.
 */
function compileHints(): Plugin {
  const hint = "//# allFunctionsCalledOnLoad";
  const runsAtLoad = (chunk: { isDynamicEntry: boolean; isEntry: boolean }) => !chunk.isDynamicEntry || chunk.isEntry;
  return {
    name: "compile-hints",
    apply: "build",
    // The browser's modules only: the server's are read once, at start.
    applyToEnvironment: (environment) => environment.name === "client",
    // The file's name then changes with its first line, as a year's immutable caching needs.
    augmentChunkHash: (chunk) => (runsAtLoad(chunk) ? hint : undefined),
    generateBundle: {
      // After Vite's own, which puts its preload map at the top of a chunk.
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === "chunk" && runsAtLoad(chunk)) chunk.code = `${hint}\n${chunk.code}`;
        }
      },
    },
  };
}

// React Router builds the browser's and the server's modules as two Vite environments (decision 090).
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHints(), pageScripts()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name: manualChunks }] } } } } },
  },
});

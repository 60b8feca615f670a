import path from "node:path";
import { build, type Plugin, type Rollup } from "vite";

/**
 * Every public page's script (issue 56). It imports the form's and booking's own scripts itself, when
 * the page has such a control: a page the content editor publishes with a form gets it with no list
 * to keep.
 */
const entries = { site: "app/scripts/site.ts" };

const virtualId = "virtual:page-scripts";
const resolvedId = `\0${virtualId}`;

/**
 * The public pages' small scripts, built by their own Vite build beside React Router's: no React, no
 * router, only what their controls need (app/scripts/). `virtual:page-scripts` gives both of React
 * Router's builds the site script's address, so the server writes the `<script>` tag the prerendered
 * pages carry; the files go out with the browser's assets, their names hashed from their content. In
 * development the address is the source, which Vite's server compiles.
 */
export function pageScripts(): Plugin {
  let built: Promise<Rollup.OutputChunk[]> | undefined;
  let serving = false;
  const buildScripts = (root: string) => {
    built ??= build({
      configFile: false,
      root,
      logLevel: "warn",
      build: {
        write: false,
        minify: true,
        target: "es2022",
        modulePreload: false,
        rolldownOptions: {
          input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, path.join(root, file)])),
          output: { entryFileNames: "assets/[name]-[hash].js", chunkFileNames: "assets/[name]-[hash].js" },
        },
      },
    }).then((output) => {
      const [bundle] = Array.isArray(output) ? output : [output];
      return (bundle as Rollup.RollupOutput).output.filter((file) => file.type === "chunk");
    });
    return built;
  };
  return {
    name: "page-scripts",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === virtualId ? resolvedId : undefined),
    async load(id) {
      if (id !== resolvedId) return undefined;
      if (serving)
        return `export default ${JSON.stringify(Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `/${file}`])))};`;
      const chunks = await buildScripts(this.environment.config.root);
      const addresses = Object.fromEntries(
        chunks.filter((chunk) => chunk.isEntry).map((chunk) => [chunk.name, `/${chunk.fileName}`]),
      );
      return `export default ${JSON.stringify(addresses)};`;
    },
    async generateBundle() {
      // The browser's build alone writes the files; the server's only needs their addresses.
      if (this.environment.name !== "client") return;
      for (const chunk of await buildScripts(this.environment.config.root))
        this.emitFile({ type: "asset", fileName: chunk.fileName, source: chunk.code });
    },
  };
}

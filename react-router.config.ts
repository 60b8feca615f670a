import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/site/pages";

export default {
  ssr: true,
  prerender: prerenderedPaths(),
  // Fourteen routes: the whole manifest ships with the first page, so no request ever asks for it.
  routeDiscovery: { mode: "initial" },
} satisfies Config;

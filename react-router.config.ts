import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/site/pages";

export default {
  ssr: true,
  prerender: prerenderedPaths(),
  routeDiscovery: { mode: "lazy" },
} satisfies Config;

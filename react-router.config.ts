import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./common/site/pages";

export default {
  ssr: true,
  prerender: prerenderedPaths(),
  // Each page carries its own routes; those of its links come from /__manifest after hydration. The
  // "remount" that took this back (decision 040) was the hero's innerHTML written again (decision 044).
  routeDiscovery: { mode: "lazy" },
  // React Router 8's behaviours, taken one at a time before the upgrade (decision 090).
  future: {
    v8_trailingSlashAwareDataRequests: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_viteEnvironmentApi: true,
    v8_middleware: true,
  },
} satisfies Config;

import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./common/site/pages";

export default {
  ssr: true,
  prerender: prerenderedPaths(),
  // Each page carries its own routes; those of its links come from /__manifest after hydration. The
  // "remount" that took this back (decision 040) was the hero's innerHTML written again (decision 044).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;

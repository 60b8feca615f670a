import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/site/pages";

export default {
  ssr: true,
  prerender: prerenderedPaths(),
  // The whole manifest ships with the first page. Lazy discovery remounted the page's content when
  // its routes arrived (decision 040).
  routeDiscovery: { mode: "initial" },
} satisfies Config;

import type { Config } from "@react-router/dev/config";

/** Prerendered and served as files, as our public pages are. */
export default { ssr: false, prerender: ["/"] } satisfies Config;

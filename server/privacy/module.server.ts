import { type Ground, privacySourcesOf, type ServerModule } from "#server/module.server.ts";
import { createPrivacyDesk, type PrivacyDesk } from "./privacy.server";

/**
 * Access and deletion requests (Law 25, PIPEDA) over what every module holds about a person, in the
 * modules' order (meetings before the leads they belong to, the outbox's messages last). Made after
 * the others, from their privacy sources.
 */
export function privacyModule(
  { audit }: Ground,
  modules: readonly ServerModule[],
): ServerModule & { desk: PrivacyDesk } {
  return { name: "privacy", desk: createPrivacyDesk(privacySourcesOf(modules), audit) };
}

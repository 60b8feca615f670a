import { privacyExportForm } from "#common/admin/forms/privacy.ts";
import { formValue, requireAction, requireRecentAuth } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { personKey } from "#server/privacy/privacy.server.ts";
import type { Route } from "./+types/privacy-export";

/** An access request's answer: everything held about the person, as a JSON file (POST, so the address stays out of URLs). */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireAction(args, "admin");
  requireRecentAuth(args, signedIn);
  const { user, form, lang, t } = signedIn;
  const { email } = formValue(form, privacyExportForm(t.privacy), lang);
  const json = await service(args.context, "admin").privacy.export(email, { id: user.id, email: user.email });
  return new Response(json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="access-request-${personKey(email)}.json"`,
    },
  });
}

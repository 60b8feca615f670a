import { z } from "zod";
import { adminError, field, requireAction, requireRecentAuth } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { personKey } from "#server/privacy/privacy.server.ts";
import type { Route } from "./+types/privacy-export";

/** An access request's answer: everything held about the person, as a JSON file (POST, so the address stays out of URLs). */
export async function action(args: Route.ActionArgs) {
  const signedIn = await requireAction(args, "admin");
  requireRecentAuth(args, signedIn);
  const { user, form, lang } = signedIn;
  const email = z.email().safeParse(field(form, "email"));
  if (!email.success) throw adminError(400, lang, "badRequest");
  const json = await service(args.context, "admin").privacy.export(email.data, { id: user.id, email: user.email });
  return new Response(json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="access-request-${personKey(email.data)}.json"`,
    },
  });
}

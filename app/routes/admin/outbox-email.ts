import { outboxId } from "#app/mail/outbox-rows.server.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import { adminError, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { emailFramePolicy } from "#server/http/security-headers.server.ts";
import type { Route } from "./+types/outbox-email";

/**
 * A message's HTML part as its recipient gets it, for the frame of its page in the outbox screen
 * (decision 104); each read is in the audit log, as the page's own is.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang, user } = await requireUser(args, "admin");
  const id = outboxId(args.params);
  const desk = service(args.context, "admin").outbox;
  const found = id === undefined ? undefined : await desk.message(id, { id: user.id, email: user.email });
  const html = found?.mail?.html;
  if (html === undefined) throw adminError(404, lang, "notFound");
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy": emailFramePolicy(new URL(siteUrl).origin),
      // Framed by the outbox screen, and only there (the policy's frame-ancestors says the same).
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}

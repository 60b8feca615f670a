import { siteUrl } from "#common/site/origin.server.ts";
import { adminError, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { emailPreviewPolicy } from "#server/http/security-headers.server.ts";
import type { Route } from "./+types/newsletter-preview";

/** An issue's email as a subscriber gets it: its HTML, or its plain-text part (decision 078), sandboxed (decision 085). */
export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireUser(args, "editor");
  const id = Number(args.params.id);
  const preview =
    Number.isSafeInteger(id) && id > 0 ? await service(args.context, "newsletter").issues.preview(id) : undefined;
  if (!preview) throw adminError(404, lang, "notFound");
  const text = args.url.pathname.endsWith(".txt");
  return new Response(text ? preview.text : preview.html, {
    headers: {
      "Content-Type": text ? "text/plain; charset=utf-8" : "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      // A page of its own on the site's origin: nothing in it runs as the site (issue 52).
      "Content-Security-Policy": emailPreviewPolicy(new URL(siteUrl).origin),
    },
  });
}

import { langOfPath } from "#common/site/pages.ts";
import { service } from "#server/http/context.server.ts";
import { uploadedFilePolicy } from "#server/http/security-headers.server.ts";
import type { Route } from "./+types/resource-pdf";

/** A published guide's PDF; a gated guide's only through the signed link its form gives. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  const { store } = service(context, "resources");
  const guide = await store.publishedGuide(lang, params.slug);
  // A gated guide's file needs the signed link its form gave (decision 034).
  const allowed = guide && (!guide.gated || service(context, "guides").downloadAllowed(guide.id, url.searchParams));
  const pdf = guide && allowed ? await store.pdf(Number(guide.id)) : undefined;
  if (!pdf) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.name}"`,
      "Cache-Control": "no-cache",
      "Content-Security-Policy": uploadedFilePolicy,
    },
  });
}

import { langOfPath } from "../site/pages";
import type { Route } from "./+types/resource-pdf";

/** A published, ungated guide's PDF; a gated guide's is given after its form, never here. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  if (!context.resources) throw new Response(null, { status: 503 });
  const { store } = context.resources;
  const guide = await store.publishedGuide(lang, params.slug);
  const pdf = guide && !guide.gated ? await store.pdf(Number(guide.id)) : undefined;
  if (!pdf) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${pdf.name}"`,
      "Cache-Control": "no-cache",
    },
  });
}

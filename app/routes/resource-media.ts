import type { Route } from "./+types/resource-media";

const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/**
 * One rendition of an uploaded image, `/media/<id>-<width>.<format>`. A rendition never changes
 * (a new upload gets a new id), so browsers and proxies keep it for a year.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(\d{1,9})-(\d{1,5})\.(avif|webp|jpeg)$/.exec(params.file);
  if (!match || !context.resources) throw new Response(null, { status: 404 });
  const format = match[3] as keyof typeof types;
  const bytes = await context.resources.store.imageFile(Number(match[1]), format, Number(match[2]));
  if (!bytes) throw new Response(null, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": types[format], "Cache-Control": "public, max-age=31536000, immutable" },
  });
}

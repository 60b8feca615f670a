import { roleAllows } from "#common/admin/navigation.ts";
import { currentUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { uploadedFilePolicy } from "#server/http/security-headers.server.ts";
import { mediaPath, readMediaName } from "#server/resources/media-names.server.ts";
import type { Route } from "./+types/resource-media";

const types = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;

/** Not kept anywhere: the image may be published later, or shown to the editor who asked. */
const notFound = () => new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * One rendition of an uploaded image, `/media/<token>-<width>.<format>` (decision 063). The public
 * gets the images a published item shows, kept a year by browsers and proxies (a rendition never
 * changes: a new upload gets a new token); an editor signed in also gets the others, for the preview,
 * kept by no cache. A name from before tokens, `<id>-<width>.<format>`, is moved to the image's
 * token when the image is public, and is a 404 otherwise, as is everything else.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = readMediaName(params.file);
  if (!name) throw notFound();
  const { store } = service(context, "resources");
  const image = await store.mediaImage("token" in name ? { token: name.token } : { id: name.legacyId });
  if (!image) throw notFound();
  if ("legacyId" in name) {
    if (!image.public) throw notFound();
    return new Response(null, {
      status: 301,
      headers: { Location: mediaPath(image.token, name.width, name.format), "Cache-Control": "no-cache" },
    });
  }
  const editor = async () => {
    const signedIn = await currentUser({ request, context });
    return signedIn !== undefined && roleAllows(signedIn.user.role, "editor");
  };
  if (!image.public && !(await editor())) throw notFound();
  const bytes = await store.imageFile(image.id, name.format, name.width);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": types[name.format],
      "Cache-Control": image.public ? "public, max-age=31536000, immutable" : "private, no-store",
      "Content-Security-Policy": uploadedFilePolicy,
    },
  });
}

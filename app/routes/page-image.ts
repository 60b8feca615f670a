import { roleAllows } from "#common/admin/navigation.ts";
import { pictureTypes, readPageImageName } from "#common/site-pages/images.ts";
import { currentUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { uploadedFilePolicy } from "#server/http/security-headers.server.ts";
import type { Route } from "./+types/page-image";

/** Not kept anywhere: the image may go live later, or be shown to the editor who asked. */
const notFound = () => new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * One rendition of a site page's uploaded image, `/page-images/<token>-<width>.<format>` (issue 55,
 * item 8), as the resources' media are served (decision 063). The public gets the images a live page
 * shows, kept a year by browsers and proxies: a rendition never changes, a new upload gets a new
 * token. An editor signed in also gets the others, for the preview, kept by no cache.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const name = readPageImageName(params.file);
  if (!name) throw notFound();
  const desk = service(context, "sitePages");
  const image = await desk.pageImage(name.token);
  if (!image) throw notFound();
  const editor = async () => {
    const signedIn = await currentUser({ request, context });
    return signedIn !== undefined && roleAllows(signedIn.user.role, "editor");
  };
  if (!image.public && !(await editor())) throw notFound();
  const bytes = await desk.imageFile(image.id, name.format, name.width);
  if (!bytes) throw notFound();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": pictureTypes[name.format],
      "Cache-Control": image.public ? "public, max-age=31536000, immutable" : "private, no-store",
      "Content-Security-Policy": uploadedFilePolicy,
    },
  });
}

import { dictionaries } from "#common/content/dictionary.server.ts";
import { languages, pathOf } from "#common/site/pages.ts";
import { isSitePageKey, pagePathOf, withEdits } from "#common/site-pages/fields.ts";
import { imageSlots, withHeroPicture } from "#common/site-pages/images.ts";
import { adminError, requireUser } from "#server/auth/guard.server.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import { contentSecurityPolicy, inlineSources } from "#server/http/csp.server.ts";
import { renderPreview } from "#server/site-pages/render.server.ts";
import type { Route } from "./+types/site-page-preview";

/**
 * The real page with a site page's newest words (its draft, if it has one), in one language, for the
 * editor's frames and links (issue 55): the site's words as published around it, this page's newest
 * in. The footer and the shared words show on the home page. Rendered on each request, never cached,
 * never indexed, and framed by the back office alone; its policy is a public page's, with the hashes
 * of this HTML.
 */
export async function loader(args: Route.LoaderArgs) {
  const { lang: readerLang } = await requireUser(args, "editor");
  const { key, lang } = args.params;
  const pageLang = languages.find((each) => each === lang);
  if (!isSitePageKey(key) || !pageLang) throw adminError(404, readerLang, "notFound");
  const desk = service(args.context, "sitePages");
  const words = await desk.previewWords(key);
  const published = requestOf(args.context).dictionaries ?? dictionaries;
  let edited = { fr: withEdits(published.fr, "fr", [words]), en: withEdits(published.en, "en", [words]) };
  // A page with an image shows its newest version's: the one uploaded, or the drawn artwork.
  if (imageSlots[key]) {
    const picture = await desk.previewImage(key);
    edited = { fr: withHeroPicture(edited.fr, picture), en: withHeroPicture(edited.en, picture) };
  }
  const html = await renderPreview(pagePathOf(key, pageLang) ?? pathOf("home", pageLang), edited);
  const policy = contentSecurityPolicy(inlineSources(html)).replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy": policy,
      // Framed by the site page editor, and only there (the policy's frame-ancestors says the same).
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}

import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { refusedTitle } from "#common/content/errors.ts";
import { adminLayoutId, type Lang } from "#common/site/pages.ts";
import { requestOf } from "#server/http/context.server.ts";
import { contentSecurityPolicy, inlineSources } from "#server/http/csp.server.ts";
import { deferHydration } from "./lib/defer-hydration";

export const streamTimeout = 5_000;

/**
 * React Router preloads every module at high priority, where they compete with the stylesheet and
 * the hero image before the first paint. They are needed only for hydration, after it. This is the
 * fallback for a page `deferHydration` leaves as it is, which keeps its preload tags.
 */
export function lowerModulePreloads(html: string): string {
  return html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * The prerenderer asks for each page with a trailing slash (`/a-propos/`), and React Router keeps it
 * in the location since v8_trailingSlashAwareDataRequests, its default from 8 on (decision 090). The
 * page is rendered for its own address instead, the one visitors reach (the server redirects the
 * other, 301): its canonical URL and menu's current entry depend on it, and hydration in the
 * browser, at that address, must find the same markup.
 */
function atCanonicalPath({ staticHandlerContext: context }: EntryContext) {
  const { pathname } = context.location;
  if (pathname.length > 1 && pathname.endsWith("/")) {
    context.location = { ...context.location, pathname: pathname.slice(0, -1) };
  }
}

/**
 * A form posted without script and refused (a 4xx answer to a POST) has its page title start with
 * "Error: " (decision 095). Route `meta` functions never see an action's answer, so the title is
 * prefixed here, once the page is rendered, in the language the page speaks.
 */
function titledForRefusal(html: string, request: Request, status: number, context: EntryContext): string {
  if (request.method !== "POST" || status < 400 || status >= 500) return html;
  const data = context.staticHandlerContext.loaderData as Record<string, { lang?: Lang } | undefined>;
  const lang = data[adminLayoutId]?.lang ?? data.root?.lang;
  return lang
    ? html.replace(/<title>([^<]*)<\/title>/, (_, title: string) => `<title>${refusedTitle(title, lang)}</title>`)
    : html;
}

/**
 * Renders the whole page before sending it: every page is static text, so streaming buys nothing,
 * and prerendered files must be complete. Pages rendered on request carry the CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = requestOf(loadContext);
  atCanonicalPath(routerContext);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const rendered = Buffer.concat(chunks).toString("utf8");
            const html = lowerModulePreloads(
              deferHydration(titledForRefusal(rendered, request, status, routerContext)),
            );
            const { scripts, styleAttributes } = inlineSources(html);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            // Prerendered files get their policy from the build-time hashes; this one is for now.
            responseHeaders.set(
              "Content-Security-Policy",
              contentSecurityPolicy({ scripts: nonce ? [`'nonce-${nonce}'`] : scripts, styleAttributes }),
            );
            resolve(new Response(html, { headers: responseHeaders, status }));
          });
          pipe(sink);
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { sendPageView } from "#common/analytics/beacon.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { errorText } from "#common/content/errors.ts";
import { languagePreferenceScript } from "#common/site/language-preference.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import { htmlLang, isAdminPath, langOfPath } from "#common/site/pages.ts";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { MenuStylesheet } from "./components/layout/menu-stylesheet";
import { useAfterNavigation } from "./hooks/use-after-navigation";
import { useDocumentLang, useLang } from "./hooks/use-lang";
import { markHydrated } from "./lib/hydration";
import { icons } from "./site/seo";

export function loader({ url }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  return { lang, common: dictionaries[lang].common, origin: siteUrl };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: icons.favicon.href, type: "image/png", sizes: `${icons.favicon.size}x${icons.favicon.size}` },
  { rel: "apple-touch-icon", href: icons.appleTouch.href },
];

/** One object for every render, or React would write the script's text again (decision 044). */
const languagePreference = { __html: languagePreferenceScript };

/** `blocking` is not in React's types yet. */
const renderBlocking = { blocking: "render" };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const admin = isAdminPath(useLocation().pathname);
  // The back office draws its own header; its language is the user's, not the address's.
  const lang = useDocumentLang();
  return (
    <html lang={htmlLang[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Runs before the first paint, so a visitor who chose the other language never sees this one flash.
            Before the stylesheet: an inline script after it waits for it, and holds the parser meanwhile. */}
        {!admin && <script dangerouslySetInnerHTML={languagePreference} />}
        {/* No first paint of the header alone: the page's content paints with it, and the scripts,
            which start after that paint, stay out of the largest paint (decision 045). */}
        {!admin && <link rel="expect" href="#main" {...renderBlocking} />}
        <Meta />
        <Links />
        {!admin && data && <MenuStylesheet lang={lang} />}
      </head>
      <body className="flex min-h-screen flex-col bg-white antialiased">
        {admin ? (
          children
        ) : data ? (
          <>
            <a
              href="#main"
              className="sr-only z-50 rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
            >
              {data.common.skipLink}
            </a>
            <Header t={data.common} lang={lang} />
            <main id="main" tabIndex={-1} className="site-main flex-1 focus:outline-none">
              {children}
            </main>
            <Footer t={data.common} lang={lang} />
          </>
        ) : (
          <main id="main">{children}</main>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname } = useLocation();
  const leaf = useMatches().at(-1)?.id;
  // After a navigation in the page, start keyboard and screen-reader users at the new content,
  // as a full page load would, instead of where the link they followed used to be.
  useAfterNavigation(() => document.getElementById("main")?.focus({ preventScroll: true }));
  // Each view of a public page is counted once the browser is idle (decision 010).
  // biome-ignore lint/correctness/useExhaustiveDependencies: one count per page shown, keyed by its path.
  useEffect(() => {
    if (!isAdminPath(pathname)) sendPageView(leaf === "routes/not-found");
  }, [pathname]);
  useEffect(markHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = errorText[useLang()];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : "";
  return (
    <div className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="font-bold text-3xl text-brand-900">{t.title}</h1>
      <p className="mt-4 font-mono text-lg text-muted">
        {status} {text}
      </p>
      <a className="mt-8 inline-block font-semibold text-brand-600 underline" href={t.homeHref}>
        {t.back}
      </a>
    </div>
  );
}

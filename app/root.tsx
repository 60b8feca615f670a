import pageScripts from "virtual:page-scripts";
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
import { pageScriptStarter } from "#common/site/after-paint.ts";
import type { Route } from "./+types/root";
import "./app.css";
import { errorText } from "#common/content/errors.ts";
import { controlProps } from "#common/site/controls.ts";
import { languagePreferenceScript } from "#common/site/language-preference.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import { htmlLang, isAdminPath, langOfPath } from "#common/site/pages.ts";
import { speculationRules } from "#common/site/speculation.ts";
import { siteWords } from "#server/http/context.server.ts";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { MenuStylesheet } from "./components/layout/menu-stylesheet";
import { useAfterNavigation } from "./hooks/use-after-navigation";
import { useDocumentLang, useLang } from "./hooks/use-lang";
import { markHydrated } from "./lib/hydration";
import { icons } from "./site/seo";

export function loader({ url, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  return { lang, common: siteWords(context, lang).common, origin: siteUrl };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: icons.favicon.href, type: "image/png", sizes: `${icons.favicon.size}x${icons.favicon.size}` },
  { rel: "apple-touch-icon", href: icons.appleTouch.href },
];

/** One object for every render, or React would write the script's text again (decision 044). */
const languagePreference = { __html: languagePreferenceScript };

/** The site script's starter: it asks for the script once the content has painted (decision 111). */
const starter = { __html: pageScriptStarter };

/** Each language's rules, one object for every render as above. */
const speculation = { fr: { __html: speculationRules("fr") }, en: { __html: speculationRules("en") } };

/** `blocking` is not in React's types yet. */
const renderBlocking = { blocking: "render" };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const admin = isAdminPath(useLocation().pathname);
  // The page-view beacon counts the "not found" page apart.
  const notFound = useMatches().at(-1)?.id === "routes/not-found" ? controlProps("notFound") : {};
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
            <main id="main" tabIndex={-1} className="site-main flex-1 focus:outline-none" {...notFound}>
              {children}
            </main>
            <Footer t={data.common} lang={lang} />
          </>
        ) : (
          <main id="main">{children}</main>
        )}
        {admin ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          // No React in the browser: the page is React's server render, and one small script gives its
          // controls what their HTML does not (issue 56); it brings the form's or booking's own when
          // the page has one. Links to this language's pages are fetched ahead as the pointer nears.
          <>
            <script data-src={pageScripts.site} dangerouslySetInnerHTML={starter} />
            <script type="speculationrules" dangerouslySetInnerHTML={speculation[lang]} />
          </>
        )}
      </body>
    </html>
  );
}

/** The back office's app, which alone runs React in the browser; a public page never hydrates. */
export default function App() {
  // After a navigation in the page, start keyboard and screen-reader users at the new content,
  // as a full page load would, instead of where the link they followed used to be.
  useAfterNavigation(() => document.getElementById("main")?.focus({ preventScroll: true }));
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

import { Menu as MenuIcon } from "lucide-react";
import { useRef } from "react";
import { isRouteErrorResponse, Link, NavLink, Outlet } from "react-router";
import { PostForm } from "#app/admin/components/ui.tsx";
import { adminLayoutData } from "#app/admin/layout-data.server.ts";
import { useAfterNavigation } from "#app/hooks/use-after-navigation.ts";
import { adminPaths } from "#common/admin/paths.ts";
import type { Route } from "./+types/layout";

/**
 * Every back-office page sits in this layout: its own header and menu, not the public site's.
 * Pages open to visitors (sign-in, setup) get it too, without the menu.
 */
export function loader(args: Route.LoaderArgs) {
  return adminLayoutData(args);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { chrome, user, nav } = loaderData;
  const menu = useRef<HTMLDivElement>(null);
  // A link followed from the phone's menu closes it; wider, it is no popover open to close.
  useAfterNavigation(() => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  });
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-brand-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {chrome.skipLink}
      </a>
      <header className="border-line border-b bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to={adminPaths.home} className="font-bold text-brand-900">
            {chrome.brand}
          </Link>
          {user && (
            <button
              type="button"
              popoverTarget="admin-menu"
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-4 font-semibold text-brand-800 sm:hidden"
            >
              <MenuIcon aria-hidden className="size-5" />
              {chrome.menu}
            </button>
          )}
          {user && (
            // On a phone, who is signed in and the menu fold into this popover, opened by the button
            // above, script or not (issue 46, item 18); from 40rem they show in the header (app.css).
            <div id="admin-menu" ref={menu} popover="auto" className="admin-menu">
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <span className="text-muted">
                  {chrome.signedInAs} <strong className="text-ink">{user.email}</strong> ({chrome.roles[user.role]})
                </span>
                <PostForm action={adminPaths.signOut}>
                  <button
                    type="submit"
                    className="min-h-11 rounded-full border border-brand-200 px-4 font-semibold text-brand-800"
                  >
                    {chrome.signOut}
                  </button>
                </PostForm>
              </div>
              {nav.length > 0 && (
                <nav aria-label={chrome.navLabel} className="basis-full">
                  <ul className="flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-5">
                    {nav.map((item) => (
                      <li key={item.path}>
                        <NavLink
                          to={item.path}
                          end
                          className="inline-flex min-h-11 items-center border-transparent border-b-2 font-semibold text-brand-800 aria-[current=page]:border-brand-600"
                        >
                          {item.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
            </div>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}

type ErrorData = { title: string; message: string; back: string; home: string };

/** 401, 403, 404 and the rest, in the words the server chose (the client holds no dictionary). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const known =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data ? (error.data as ErrorData) : undefined;
  const text = known ?? {
    title: "Erreur / Error",
    message: "",
    back: "Espace équipe / Team space",
    home: adminPaths.home,
  };
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-16">
      <title>{text.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="font-bold text-2xl text-brand-900">{text.title}</h1>
      {text.message && <p className="mt-4 text-lg">{text.message}</p>}
      <a className="mt-8 inline-block font-semibold text-brand-600 underline" href={text.home}>
        {text.back}
      </a>
    </main>
  );
}

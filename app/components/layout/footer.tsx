import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { footerLinks } from "#app/site/navigation.ts";
import type { Dictionary } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";
import { type Lang, type PageId, pathOf } from "#common/site/pages.ts";
import { LogoMark } from "./logo";

type Common = Dictionary["common"];

function pageLabel(t: Common, id: PageId): string {
  const labels: Partial<Record<PageId, string>> = {
    webApp: t.nav.items.webApp,
    services: t.nav.items.services,
    advisors: t.nav.items.advisors,
    mga: t.nav.items.mga,
    about: t.nav.items.aboutUs,
    resources: t.footer.links.resources,
    newsletter: t.footer.links.newsletter,
    contact: t.nav.items.contactUs,
    privacy: t.footer.links.privacy,
    terms: t.footer.links.terms,
    cookies: t.footer.links.cookies,
  };
  return labels[id] ?? id;
}

const linkClass = "inline-flex min-h-6 items-center py-1 text-brand-100 hover:text-white hover:underline";

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="font-semibold text-sm text-white uppercase tracking-wider">{title}</h2>
      <ul className="mt-4 space-y-2">{children}</ul>
    </div>
  );
}

function PageLinks({ t, lang, ids }: { t: Common; lang: Lang; ids: readonly PageId[] }) {
  return ids.map((id) => (
    <li key={id}>
      <Link to={pathOf(id, lang)} className={linkClass}>
        {pageLabel(t, id)}
      </Link>
    </li>
  ));
}

function LinkedInIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.88v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z" />
    </svg>
  );
}

const socials = [
  { name: "LinkedIn", href: site.social.linkedin, Icon: LinkedInIcon },
  { name: "Facebook", href: site.social.facebook, Icon: FacebookIcon },
];

export function Footer({ t, lang }: { t: Common; lang: Lang }) {
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <p className="flex items-center gap-2.5 font-bold text-white text-xl">
            <LogoMark />
            {site.name}
          </p>
          <p className="mt-4 max-w-sm text-brand-100 leading-relaxed">{t.footer.description}</p>
          <ul className="mt-6 flex gap-3">
            {socials.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full border border-white/20 text-white hover:bg-white/10"
                >
                  <Icon />
                  <span className="sr-only">
                    {name} {t.footer.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t.footer.solutions} className="lg:col-span-2">
          <Column title={t.footer.solutions}>
            <PageLinks t={t} lang={lang} ids={footerLinks.solutions} />
          </Column>
        </nav>
        <nav aria-label={t.footer.company} className="lg:col-span-2">
          <Column title={t.footer.company}>
            <PageLinks t={t} lang={lang} ids={footerLinks.company} />
          </Column>
        </nav>
        <div className="lg:col-span-4">
          <Column title={t.footer.contact}>
            {(["appointments", "support"] as const).map((kind) => (
              <li key={kind}>
                <span className="block text-brand-200 text-sm">{t.footer[kind]}</span>
                {/* The live words' address (the footer's field, issue 55): an editor may change it, the link follows. */}
                <a href={`mailto:${t.footer.addresses[kind]}`} className={linkClass}>
                  <Mail aria-hidden className="mr-2 size-4 shrink-0" />
                  <span className="min-w-0 wrap-anywhere">{t.footer.addresses[kind]}</span>
                </a>
              </li>
            ))}
          </Column>
        </div>
      </div>
      <div className="border-white/10 border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © {site.copyrightYear} {site.legalName} {t.footer.rights}
          </p>
          <nav aria-label={t.footer.legal}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <PageLinks t={t} lang={lang} ids={footerLinks.legal} />
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

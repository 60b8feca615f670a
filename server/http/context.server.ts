import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { Dictionary } from "#common/content/types.ts";
import { type Lang, langOfPath } from "#common/site/pages.ts";
import type { Analytics } from "#server/analytics/analytics.server.ts";
import type { AdminServices } from "#server/auth/services.server.ts";
import type { BookingService } from "#server/booking/booking.server.ts";
import type { CalendarService } from "#server/calendars/calendars.server.ts";
import type { ContactService } from "#server/leads/contact.server.ts";
import type { NewsletterDesk } from "#server/newsletter/desk.server.ts";
import type { StatusService } from "#server/ops/status.server.ts";
import type { GuideRequests } from "#server/registrations/guides.server.ts";
import type { Registrations } from "#server/registrations/registrations.server.ts";
import type { ResourceService } from "#server/resources/resources.server.ts";
import type { SalesDesk } from "#server/sales/sales.server.ts";
import type { SitePagesDesk } from "#server/site-pages/desk.server.ts";

/**
 * The services loaders and actions may ask for (decision 100). A deployment may start without some
 * (`AppDeps`); a route asks with `service`, which never answers undefined.
 */
export type Services = {
  contact: ContactService;
  booking: BookingService;
  /** The back office's services: auth, audit, session cookie (see server/auth/README.md). */
  admin: AdminServices;
  /** Page views and conversions, for the back office's analytics page. */
  analytics: Analytics;
  /** Owners, next steps, duplicates and merges of leads, for the back office (decision 030). */
  sales: SalesDesk;
  /** Members' calendars and private feeds, for *Availability* (decisions 028 and 035). */
  calendars: CalendarService;
  /** The newsletter's signup, confirmation and unsubscribe, its issues, and the public forms that offer its box (decision 034). */
  newsletter: NewsletterDesk;
  /** Webinar registrations. */
  registrations: Registrations;
  /** Gated guides' requests. */
  guides: GuideRequests;
  /** Published resources and their editing (decision 033). */
  resources: ResourceService;
  /** The site's own pages: their drafts, versions and publication (decision 112). */
  sitePages: SitePagesDesk;
  /** "Is everything working?": the status screen's answer (decision 074). */
  status: StatusService;
};

/** What the server knows of the request itself, beside what React Router gives. */
export type RequestFacts = {
  /** The page's language by its path, for the plain-text answers below. */
  lang: Lang;
  /** The client's address as Express read it (`trust proxy`), or "unknown". */
  clientIp: string;
  /** The CSP nonce of a page rendered on request; none while prerendering. */
  nonce?: string;
  /** A posted multipart form's fields and files, parsed once, as the server read it (bodies.server.ts). */
  form?: FormData;
  /**
   * The site's words as published (decision 112): the dictionaries with the live pages' edits in.
   * None while prerendering, nor in a test that gives none: the dictionaries themselves answer.
   */
  dictionaries?: Record<Lang, Dictionary>;
};

type Keys = { services: RouterContext<Partial<Services>>; request: RouterContext<RequestFacts> };
/**
 * A context is found by its key's identity. The server runs from source and the routes from the build,
 * each with its own copy of this module, so the keys are made once and kept under a registered symbol
 * for both copies. While prerendering, React Router hands an empty provider: the defaults answer.
 */
const shared = globalThis as Record<symbol, Keys | undefined>;
const keysName = Symbol.for("sobrita.routerContext");
shared[keysName] ??= {
  services: createContext<Partial<Services>>({}),
  request: createContext<RequestFacts>({ lang: "fr", clientIp: "unknown" }),
};
const { services: servicesContext, request: requestContext } = shared[keysName];

/** The context `getLoadContext` gives React Router for one request (v8_middleware wants a provider). */
export function routerContext(services: Partial<Services>, request: RequestFacts): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(requestContext, request);
  return context;
}

/** A loader's or action's context, as React Router hands it. */
export type Context = Readonly<RouterContextProvider>;

/**
 * The service a route needs. When this deployment was started without it, the one answer: a 503
 * that says so in words, in the page's language.
 */
export function service<Name extends keyof Services>(context: Context, name: Name): Services[Name] {
  const found = context.get(servicesContext)[name];
  if (found) return found;
  throw new Response(dictionaries[requestOf(context).lang].httpErrors.unavailable, {
    status: 503,
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The request's own facts: its client's address, its nonce, its parsed form. */
export function requestOf(context: Context): RequestFacts {
  return context.get(requestContext);
}

/** The site's words in a language, as published now (decision 112); the dictionaries' own when none were given. */
export function siteWords(context: Context, lang: Lang): Dictionary {
  return (context.get(requestContext).dictionaries ?? dictionaries)[lang];
}

type PageKey = keyof Dictionary["pages"];

/**
 * A page's words in its address's language, as published now, and what `shared` picks beside them
 * from the rest of the dictionary (the carousel's controls, a mockup): each page carries only the
 * shared words it shows.
 */
export function pageText<K extends PageKey, Shared extends object = object>(
  context: Context,
  url: URL,
  key: K,
  shared?: (dictionary: Dictionary) => Shared,
): { lang: Lang; t: Dictionary["pages"][K] } & Shared {
  const lang = langOfPath(url.pathname);
  const dictionary = siteWords(context, lang);
  return { ...(shared?.(dictionary) as Shared), lang, t: dictionary.pages[key] };
}

import type { Analytics } from "../server/analytics/analytics.server";
import type { AdminServices } from "../server/auth/guard.server";
import type { BookingService } from "../server/booking/booking.server";
import type { CalendarService } from "../server/calendars/calendars.server";
import type { ContactService } from "../server/leads/contact.server";
import type { NewsletterDesk } from "../server/newsletter/desk.server";
import type { StatusService } from "../server/ops/status.server";
import type { GuideRequests } from "../server/registrations/guides.server";
import type { Registrations } from "../server/registrations/registrations.server";
import type { ResourceService } from "../server/resources/resources.server";
import type { SalesDesk } from "../server/sales/sales.server";

/** What the Express server hands every loader and action rendered on request (empty while prerendering). */
declare module "react-router" {
  interface AppLoadContext {
    nonce?: string;
    contact?: ContactService;
    booking?: BookingService;
    clientIp?: string;
    /** The back office's services: auth, audit, session cookie (see server/auth/README.md). */
    admin?: AdminServices;
    /** Page views and conversions, for the back office's analytics page. */
    analytics?: Analytics;
    /** Owners, next steps, duplicates and merges of leads, for the back office (decision 030). */
    sales?: SalesDesk;
    /** Members' calendars and private feeds, for *Availability* (decisions 028 and 035). */
    calendars?: CalendarService;
    /** The newsletter's signup, confirmation and unsubscribe, and the public forms that offer its box (decision 034). */
    newsletter?: NewsletterDesk;
    /** Webinar registrations; undefined until the resources' webinars are wired in. */
    registrations?: Registrations;
    /** Gated guides' requests; undefined until the resources' guides are wired in. */
    guides?: GuideRequests;
    /** Published resources and their editing (decision 033). */
    resources?: ResourceService;
    /** "Is everything working?": the status screen's answer (decision 074). */
    status?: StatusService;
    /** A posted multipart form's fields and files, parsed once, as the server read it (bodies.server.ts). */
    form?: FormData;
  }

  /**
   * With middleware (v8_middleware), loaders and actions get a RouterContextProvider: the server
   * assigns these same fields to it (decision 090), so they read `context.contact` as before.
   */
  interface RouterContextProvider extends AppLoadContext {}
}

import type { Analytics } from "../server/analytics/analytics.server";
import type { AdminServices } from "../server/auth/guard.server";
import type { BookingService } from "../server/booking/booking.server";
import type { ContactService } from "../server/leads/contact.server";
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
    /** Published resources and their editing (decision 033). */
    resources?: ResourceService;
  }
}

import type { AnalyticsText } from "./types/analytics";
import type { BackOfficeText } from "./types/back-office";
import type { BookingText } from "./types/booking";
import type { LeadsText } from "./types/leads";
import type { MailText } from "./types/mail";
import type { OperationsText } from "./types/operations";
import type { ResourcesText } from "./types/resources";
import type { SitePagesText } from "./types/site-pages";

/**
 * The back office's words, in a dictionary of their own: only its loaders read it (through
 * dictionary.server.ts), so none of it ships with the public site. It is assembled from a part per
 * capability (types/), and fr.ts and en.ts from the same parts (fr/, en/), each typed by its part:
 * a key missing or extra in either language fails the typecheck. Another back-office page adds its
 * section to its capability's part, and fills it in both languages.
 */
export type AdminDictionary = BackOfficeText &
  LeadsText &
  AnalyticsText &
  BookingText &
  ResourcesText &
  SitePagesText &
  MailText &
  OperationsText;

import type { AuditLog } from "../audit/audit.server";
import type { LeadInbox } from "../leads/inbox.server";
import type { OutboxDesk } from "../mail/outbox-desk.server";
import type { PrivacyDesk } from "../privacy/privacy.server";
import type { AuthService } from "./auth.server";
import type { SessionCookie } from "./cookie.server";

/** The back office's services, which its loaders and actions get as `service(context, "admin")`. */
export type AdminServices = {
  auth: AuthService;
  audit: AuditLog;
  cookie: SessionCookie;
  leads: LeadInbox;
  privacy: PrivacyDesk;
  /** The outbox screen's queries and actions (decision 072). */
  outbox: OutboxDesk;
};

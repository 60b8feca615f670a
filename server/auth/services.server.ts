import type { AuditLog } from "#server/audit/audit.server.ts";
import type { LeadInbox } from "#server/leads/inbox.server.ts";
import type { OutboxDesk } from "#server/mail/outbox-desk.server.ts";
import type { PrivacyDesk } from "#server/privacy/privacy.server.ts";
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

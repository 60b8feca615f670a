import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { leadsMigration } from "./001-leads";
import { rateLimitsMigration } from "./002-rate-limits";
import { settingsMigration } from "./003-settings";
import { authMigration } from "./004-auth";
import { outboxMigration } from "./005-outbox";
import { leadWorkMigration } from "./006-lead-work";
import { bookingMigration } from "./007-booking";
import { analyticsMigration } from "./008-analytics";
import { signInThrottlesMigration } from "./009-sign-in-throttles";
import { meetingMovesMigration } from "./010-meeting-moves";
import { calendarsMigration } from "./011-calendars";
import { analyticsChannelsMigration } from "./012-analytics-channels";
import { analyticsPathsMigration } from "./013-analytics-paths";
import { analyticsWeeklyReportMigration } from "./014-analytics-weekly-report";
import { salesMigration } from "./015-sales";
import { staffProfilesMigration } from "./017-staff-profiles";
import { accountSecurityMigration } from "./018-account-security";
import { resourcesMigration } from "./019-resources";
import { newsletterMigration } from "./020-newsletter-and-registrations";
import { meetingTypesMigration } from "./021-meeting-types";
import { mergedAddressesMigration } from "./022-merged-addresses";
import { meetingAnswersMigration } from "./023-meeting-answers";
import { meetingTypeRevisionsMigration } from "./024-meeting-type-revisions";
import { memberSettingsRevisionsMigration } from "./025-member-settings-revisions";
import { imageTokensMigration } from "./027-image-tokens";
import { rateLimitExpiryMigration } from "./028-rate-limit-expiry";
import { outboxRenderedMigration } from "./031-outbox-rendered";
import { operationsMigration } from "./032-operations";
import { webinarJoinLinkMigration } from "./033-webinar-join-link";
import { newsletterIssuesMigration } from "./034-newsletter-issues";
import { newsletterClicksMigration } from "./035-newsletter-clicks";
import { newsletterTranslationsMigration } from "./036-newsletter-translations";
import { newsletterOutcomesMigration } from "./037-newsletter-outcomes";
import { sitePagesMigration } from "./038-site-pages";

/**
 * Listed statically rather than read from the folder, so migrations run the same
 * under tsx and once bundled. Names sort in the order they must run.
 */
export function migrationsFor(dialect: DialectName): Record<string, Migration> {
  return {
    "001-leads": leadsMigration(dialect),
    "002-rate-limits": rateLimitsMigration,
    "003-settings": settingsMigration,
    "004-auth": authMigration(dialect),
    "005-outbox": outboxMigration(dialect),
    "006-lead-work": leadWorkMigration(dialect),
    "007-booking": bookingMigration(dialect),
    "008-analytics": analyticsMigration(dialect),
    "009-sign-in-throttles": signInThrottlesMigration,
    "010-meeting-moves": meetingMovesMigration,
    "011-calendars": calendarsMigration(dialect),
    "012-analytics-channels": analyticsChannelsMigration,
    "013-analytics-paths": analyticsPathsMigration(dialect),
    "014-analytics-weekly-report": analyticsWeeklyReportMigration,
    "015-sales": salesMigration(dialect),
    "017-staff-profiles": staffProfilesMigration,
    "018-account-security": accountSecurityMigration(dialect),
    "019-resources": resourcesMigration(dialect),
    "020-newsletter-and-registrations": newsletterMigration(dialect),
    "021-meeting-types": meetingTypesMigration,
    "022-merged-addresses": mergedAddressesMigration,
    "023-meeting-answers": meetingAnswersMigration,
    "024-meeting-type-revisions": meetingTypeRevisionsMigration,
    "025-member-settings-revisions": memberSettingsRevisionsMigration,
    "027-image-tokens": imageTokensMigration,
    "028-rate-limit-expiry": rateLimitExpiryMigration,
    "031-outbox-rendered": outboxRenderedMigration,
    "032-operations": operationsMigration(dialect),
    "033-webinar-join-link": webinarJoinLinkMigration,
    "034-newsletter-issues": newsletterIssuesMigration(dialect),
    "035-newsletter-clicks": newsletterClicksMigration,
    "036-newsletter-translations": newsletterTranslationsMigration,
    "037-newsletter-outcomes": newsletterOutcomesMigration,
    "038-site-pages": sitePagesMigration(dialect),
  };
}

import type { MailText } from "#common/admin/content/types/mail.ts";
import type { Role } from "#common/admin/roles.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { OutboxDesk } from "#server/mail/outbox-desk.server.ts";

/** Held mail as a screen says it (decision 087): its line, and for admins what they can do about it. */
export type HeldMailView = {
  line: string;
  /** Admins: the outbox's list of held mail. */
  link?: string;
  /** Admins, once a server is set: the button that sends them all. */
  release?: string;
};

/**
 * Admins hear why mail is held (no SMTP_URL) or, once a server is set, that it still waits, with the
 * button that sends it; editors and staff, who cannot set a server, hear only that mail is held.
 */
export function heldMailView(
  { holding, count }: { holding: boolean; count: number },
  role: Role,
  t: MailText["heldMail"],
  lang: Lang,
): HeldMailView | undefined {
  if (!holding && count === 0) return undefined;
  if (role !== "admin") return holding ? { line: formatMessage(t.forMembers, lang, { count }) } : undefined;
  if (holding) return { line: formatMessage(t.holding, lang, { count }), link: t.link };
  return {
    line: formatMessage(t.waiting, lang, { count }),
    link: t.link,
    release: formatMessage(t.release, lang, { count }),
  };
}

/** The desk's held mail, as `heldMailView` takes it. */
export async function heldMailOf(desk: OutboxDesk): Promise<{ holding: boolean; count: number }> {
  return { holding: desk.holding, count: await desk.heldCount() };
}

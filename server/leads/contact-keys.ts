/** Gmail delivers "j.doe@gmail.com" and "jdoe@gmail.com" to the same inbox. */
const dotBlindDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * The address lowered and cut at its last @ (no domain when it has none); a Gmail address's local
 * part without its dots, at gmail.com.
 */
function dotBlind(email: string): { local: string; domain: string } {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  if (at <= 0) return { local: lowered, domain: "" };
  const local = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  return dotBlindDomains.has(domain) ? { local: local.replaceAll(".", ""), domain: "gmail.com" } : { local, domain };
}

const joined = ({ local, domain }: { local: string; domain: string }) => (domain ? `${local}@${domain}` : local);

/**
 * What makes two leads the same person: the email, lowered, without the dots of a Gmail address;
 * and the phone's digits, without North America's leading 1 (null when too short to mean anything).
 */
export function contactKeys(email: string, phone: string | null): { emailKey: string; phoneKey: string | null } {
  const emailKey = joined(dotBlind(email));
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return { emailKey, phoneKey: digits.length >= 7 ? digits : null };
}

/**
 * The inbox an address delivers to (issue 44): "Victim+1@Example.com" and "victim+2@example.com"
 * both land in victim@example.com's, as "v.ictim+x@googlemail.com" lands in victim@gmail.com's.
 * What limits the email sent to a person counts by.
 */
export function mailboxOf(email: string): { mailbox: string; domain: string } {
  const { local, domain } = dotBlind(email);
  const plus = local.indexOf("+");
  return { mailbox: joined({ local: plus > 0 ? local.slice(0, plus) : local, domain }), domain };
}

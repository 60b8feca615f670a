/** Gmail delivers "j.doe@gmail.com" and "jdoe@gmail.com" to the same inbox. */
const dotBlindDomains = new Set(["gmail.com", "googlemail.com"]);

/**
 * What makes two leads the same person: the email, lowered, without the dots of a Gmail address;
 * and the phone's digits, without North America's leading 1 (null when too short to mean anything).
 */
export function contactKeys(email: string, phone: string | null): { emailKey: string; phoneKey: string | null } {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf("@");
  const local = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  const emailKey = at > 0 && dotBlindDomains.has(domain) ? `${local.replaceAll(".", "")}@gmail.com` : lowered;
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return { emailKey, phoneKey: digits.length >= 7 ? digits : null };
}

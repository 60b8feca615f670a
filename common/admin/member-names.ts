/**
 * How the back office names a member (issue 46): the first name given at setup, else (an account set
 * up before setup asked for it) one read from their address (marie.dupont@… → Marie).
 */
export function firstNameOf(member: { email: string; firstName: string | null }): string {
  const given = member.firstName?.trim();
  if (given) return given;
  const local = member.email.split("@")[0]?.split(/[._+-]/)[0] || member.email;
  return local.charAt(0).toUpperCase() + local.slice(1);
}

/**
 * Each member's label in a list: their first name, and their address after it only when another
 * member of the list has the same name, so two people are told apart.
 */
export function memberLabels<M extends { id: number; email: string; firstName: string | null }>(
  members: readonly M[],
): (M & { label: string })[] {
  const names = members.map((member) => firstNameOf(member));
  const key = (name: string) => name.toLocaleLowerCase();
  const counts = new Map<string, number>();
  for (const name of names) counts.set(key(name), (counts.get(key(name)) ?? 0) + 1);
  return members.map((member, index) => {
    const name = names[index] ?? member.email;
    return { ...member, label: (counts.get(key(name)) ?? 0) > 1 ? `${name} (${member.email})` : name };
  });
}

import type { Actor } from "#server/audit/audit.server.ts";
import type { User } from "./store.server";

/** An account's address as stored and compared: what was typed, trimmed and in lower case. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

export const actorOf = (user: Pick<User, "id" | "email">): Actor => ({ id: user.id, email: user.email });

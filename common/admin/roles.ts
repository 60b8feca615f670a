/** staff work leads and meetings; editor publishes resources only; admin does all (decision 033). */
export type Role = "admin" | "staff" | "editor";

/** The roles an admin may give, in the order the accounts page lists them. */
export const roles = ["staff", "editor", "admin"] as const satisfies readonly Role[];

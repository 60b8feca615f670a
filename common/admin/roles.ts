/** staff work leads and meetings; editor publishes resources only; admin does all (decision 033). */
export type Role = "admin" | "staff" | "editor";

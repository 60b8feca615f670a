/** Timestamps are ISO-8601 UTC text so they sort correctly and read the same in SQLite and PostgreSQL. */
export type IsoTimestamp = string;

/** The two databases the app runs on: SQLite by default, PostgreSQL when `DATABASE_URL` names it. */
export type DialectName = "sqlite" | "postgres";

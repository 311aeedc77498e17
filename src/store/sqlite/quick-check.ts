import Database from 'better-sqlite3';

/** The problems `PRAGMA quick_check` finds in the database file at `path` (none: an empty list), on a fresh read-only connection. */
export function quickCheck(path: string): string[] {
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return quickCheckProblems(db);
  } finally {
    db.close();
  }
}

/** PRAGMA quick_check on an open connection: its problems, none when the answer is 'ok'. */
export function quickCheckProblems(db: Database.Database): string[] {
  return (db.pragma('quick_check') as { quick_check: string }[]).map((r) => r.quick_check).filter((r) => r !== 'ok');
}

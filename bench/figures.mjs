// The numeric figures of an eval result, flat, for comparing runs (the eval's
// side-by-side table, the test that holds PostgreSQL within 0.02 of SQLite).

/** Every numeric figure of a result, by its path (`plain.recall_at_1`). */
export function figures(result, prefix = '') {
  const out = {};
  if (result === null || typeof result !== 'object' || Array.isArray(result)) return out;
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'number') out[`${prefix}${key}`] = value;
    else if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(out, figures(value, `${prefix}${key}.`));
  }
  return out;
}

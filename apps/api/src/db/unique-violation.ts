/** SQLSTATE of a unique violation (PostgreSQL, appendix A). */
const UNIQUE_VIOLATION = '23505';

/**
 * The name of the unique constraint or unique index a failed statement ran into, or null for any
 * other error. node-postgres and PGlite both report the SQLSTATE as `code` and the name as
 * `constraint`; drizzle wraps their error in its own (`cause`).
 */
export function violatedUniqueConstraint(error: unknown): string | null {
  for (let current = error, depth = 0; depth < 4; depth += 1) {
    if (typeof current !== 'object' || current === null) return null;
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : null;
    current = cause;
  }
  return null;
}

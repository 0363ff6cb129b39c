/** PostgreSQL's unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; constraint?: unknown; nativeError?: unknown };
  if (e.nativeError) return isUniqueViolation(e.nativeError, constraint);
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

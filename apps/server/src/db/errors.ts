/** True when a database error (possibly wrapped by the ORM) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current instanceof Error; depth++) {
    if ('code' in current && current.code === '23505') return true;
    current = current.cause;
  }
  return false;
}

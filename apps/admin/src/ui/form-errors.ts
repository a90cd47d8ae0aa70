import type { z } from 'zod';

export type FieldErrors = Record<string, string>;

/** Flattens zod issues into "a.b.0" keyed messages, keeping the first message per path. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** The first message of a set of field errors, for a summary line. */
export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors)[0];
}

import type { z } from 'zod';

/**
 * One translated message per invalid field: the schema says which field failed, the form says
 * what to tell the player about it. Fields without a message of their own get `fallback`.
 */
export function fieldErrorsFrom<Field extends string>(
  error: z.ZodError,
  messages: Partial<Record<Field, string>>,
  fallback: string,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !isField(field, messages)) continue;
    errors[field] ??= messages[field] ?? fallback;
  }
  return errors;
}

function isField<Field extends string>(key: string, messages: Partial<Record<Field, string>>): key is Field {
  return Object.hasOwn(messages, key);
}

import { useState } from 'react';
import type { z } from 'zod';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';

type Validation<T> = { ok: true; data: T } | { ok: false };

/** Validates a section on save, then keeps its inline errors current while staff fix them. */
export function useSectionValidation<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<FieldErrors>({});

  function validate(value: unknown): Validation<z.output<S>> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      setErrors(toFieldErrors(parsed.error));
      return { ok: false };
    }
    setErrors({});
    return { ok: true, data: parsed.data };
  }

  function revalidate(value: unknown): void {
    if (Object.keys(errors).length > 0) validate(value);
  }

  return { errors, validate, revalidate, clearErrors: () => setErrors({}) };
}

import { ApiError } from '../../../../api/api-error';

/** Codes that always concern one field, whatever the message says. */
const FIELD_OF_CODE: Record<string, string> = {
  USERNAME_TAKEN: 'username',
};

export interface ServerFieldError {
  /** The field's path as the server names it, such as `username` or `tiers.0.rateBp`. */
  field: string;
  /** The same failure with the field name taken off its message, ready for useApiErrorMessage. */
  error: ApiError;
}

/**
 * Which field a failed call blames: validation failures read "field: message"; a few codes always
 * mean one field. Null when the failure concerns the whole form.
 */
export function serverFieldError(error: unknown): ServerFieldError | null {
  if (!(error instanceof ApiError)) return null;
  const fixedField = FIELD_OF_CODE[error.code];
  if (fixedField) return { field: fixedField, error };
  if (error.code !== 'VALIDATION_FAILED') return null;
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(error.message);
  if (!match?.[1] || !match[2]) return null;
  return { field: match[1], error: new ApiError(error.code, match[2], error.status, error.value) };
}

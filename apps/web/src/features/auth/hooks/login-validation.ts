export interface LoginFields {
  username: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, 'required'>>;

/** Spec §5: both inputs are trimmed and required. */
export function trimLoginFields(fields: LoginFields): LoginFields {
  return { username: fields.username.trim(), password: fields.password.trim() };
}

/** Which trimmed inputs are empty; an empty result means the form can be sent. */
export function validateLoginFields(fields: LoginFields): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (fields.username === '') errors.username = 'required';
  if (fields.password === '') errors.password = 'required';
  return errors;
}

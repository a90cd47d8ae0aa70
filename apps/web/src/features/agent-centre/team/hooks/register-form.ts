import { type CreateDownline, type CreateDownlineInput, createDownlineSchema } from '@fortuna/contracts/agents';

export type RegisterField = 'username' | 'password' | 'nickname';
export type RegisterProblem = 'required' | 'tooLong';
export type RegisterErrors = Partial<Record<RegisterField, RegisterProblem>>;

const FIELDS: readonly string[] = ['username', 'password', 'nickname'] satisfies RegisterField[];

export function isRegisterField(field: string): field is RegisterField {
  return FIELDS.includes(field);
}

export type RegisterCheck = { ok: true; body: CreateDownline } | { ok: false; errors: RegisterErrors };

/** The body to send (trimmed, as the server reads it), or what each field lacks. */
export function checkRegisterForm(input: CreateDownlineInput): RegisterCheck {
  const parsed = createDownlineSchema.safeParse(input);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: RegisterErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !isRegisterField(field)) continue;
    errors[field] ??= issue.code === 'too_big' ? 'tooLong' : 'required';
  }
  return { ok: false, errors };
}

import type { FormEvent } from 'react';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { PasswordInput } from '../../../ui/PasswordInput';

export interface PasswordFieldSpec<Name extends string> {
  name: Name;
  label: string;
  testId: string;
  autoComplete: string;
  /** A six-digit code (the payment password): numeric keypad, digits only. */
  isDigits?: boolean;
}

interface PasswordFormProps<Name extends string> {
  idPrefix: string;
  fields: PasswordFieldSpec<Name>[];
  values: Record<Name, string>;
  errorOf: (name: Name) => string | undefined;
  onChange: (name: Name, value: string) => void;
  onSubmit: () => void;
  /** The failed submission's message, shown above the button. */
  submitError: string | undefined;
  isPending: boolean;
  submitLabel: string;
  testIds: { form: string; error: string; submit: string };
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** A column of password boxes with inline errors, the submission's error and a submit button. */
export function PasswordForm<Name extends string>(props: PasswordFormProps<Name>) {
  const { idPrefix, fields, values, errorOf, onChange, submitError, isPending, testIds } = props;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isPending) props.onSubmit();
  };

  return (
    <form className="account-form" onSubmit={handleSubmit} noValidate data-testid={testIds.form}>
      {fields.map((field) => {
        const fieldId = `${idPrefix}-${field.name}`;
        const error = errorOf(field.name);
        return (
          <Field key={field.name} label={field.label} htmlFor={fieldId} error={error}>
            <PasswordInput
              id={fieldId}
              value={values[field.name]}
              onChange={(event) =>
                onChange(field.name, field.isDigits ? digitsOnly(event.target.value) : event.target.value)
              }
              inputMode={field.isDigits ? 'numeric' : undefined}
              maxLength={field.isDigits ? 6 : 128}
              autoComplete={field.autoComplete}
              data-testid={field.testId}
              {...errorProps(fieldId, error)}
            />
          </Field>
        );
      })}
      {submitError && (
        <p className="form-alert" role="alert" data-testid={testIds.error}>
          <Icon name="error" size={16} />
          {submitError}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={isPending} data-testid={testIds.submit}>
        {isPending && <Icon name="refresh" size={16} className="spin" />}
        {props.submitLabel}
      </button>
    </form>
  );
}

import { type CreateStaff, createStaffSchema, STAFF_ROLES, type StaffRole } from '@fortuna/contracts/staff';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useCreateStaff } from '../hooks/useCreateStaff';
import { ROLE_META } from './role-meta';

const EMPTY_DRAFT: CreateStaff = { username: '', displayName: '', password: '', roles: [] };

export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [draft, setDraft] = useState<CreateStaff>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateStaff();

  function toggleRole(role: StaffRole, isChecked: boolean) {
    const roles = isChecked ? [...draft.roles, role] : draft.roles.filter((item) => item !== role);
    setDraft({ ...draft, roles: STAFF_ROLES.filter((item) => roles.includes(item)) });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = createStaffSchema.safeParse(draft);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (staff) => {
        toast.success(`Staff account ${staff.username} created`);
        onClose();
      },
    });
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create staff'}
      </button>
    </>
  );

  return (
    <Modal open title="New staff account" onClose={onClose} footer={footer} testId="staff-form">
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {create.isError ? <Alert>{errorMessage(create.error)}</Alert> : null}
        <div className="form-row">
          <Field label="Username" htmlFor="staff-username" error={errors.username} hint="Used to sign in">
            <input
              id="staff-username"
              className="input"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              value={draft.username}
              onChange={(event) => setDraft({ ...draft, username: event.target.value })}
            />
          </Field>
          <Field label="Display name" htmlFor="staff-display-name" error={errors.displayName}>
            <input
              id="staff-display-name"
              className="input"
              value={draft.displayName}
              onChange={(event) => setDraft({ ...draft, displayName: event.target.value })}
            />
          </Field>
        </div>
        <Field label="Initial password" htmlFor="staff-password" error={errors.password} hint="At least 8 characters">
          <input
            id="staff-password"
            className="input"
            type="password"
            autoComplete="new-password"
            value={draft.password}
            onChange={(event) => setDraft({ ...draft, password: event.target.value })}
          />
        </Field>
        <fieldset className="role-picker">
          <legend className="field-label">Roles</legend>
          {STAFF_ROLES.map((role) => (
            <label key={role} className="role-option">
              <input
                type="checkbox"
                className="checkbox"
                checked={draft.roles.includes(role)}
                onChange={(event) => toggleRole(role, event.target.checked)}
              />
              <span>
                <span className="role-name">{ROLE_META[role].label}</span>
                <span className="role-hint">{ROLE_META[role].hint}</span>
              </span>
            </label>
          ))}
          {errors.roles ? <p className="field-error">{errors.roles}</p> : null}
        </fieldset>
      </form>
    </Modal>
  );
}

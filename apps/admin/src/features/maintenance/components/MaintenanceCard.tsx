import type { Merchant } from '@fortuna/contracts/merchants';
import { type Maintenance, maintenanceSchema } from '@fortuna/contracts/settings';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { isDeepEqual } from '../../../lib/deep-equal';
import { useCanManage } from '../../../session/permissions';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Alert, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast-store';
import { useMaintenance, useSaveMaintenance } from '../hooks/useMaintenance';
import { MaintenanceStatus } from './MaintenanceStatus';

export function MaintenanceCard({ merchant }: { merchant: Merchant }) {
  const maintenance = useMaintenance(merchant.id);
  const isOn = maintenance.data?.enabled === true;

  return (
    <article
      className={isOn ? 'card maintenance-card maintenance-card-on' : 'card maintenance-card'}
      data-testid={`maintenance-card-${merchant.code}`}
    >
      <header className="maintenance-card-header">
        <div className="maintenance-card-name">
          <span className="code-pill">{merchant.code}</span>
          <h2 className="card-title">{merchant.name}</h2>
        </div>
        {maintenance.data ? <MaintenanceStatus isEnabled={isOn} /> : null}
      </header>
      {maintenance.data ? (
        <p className={isOn ? 'maintenance-banner maintenance-banner-on' : 'maintenance-banner'}>
          {isOn ? 'Player site is in maintenance' : 'Player site is live'}
        </p>
      ) : null}
      {maintenance.isPending ? <LoadingBlock /> : null}
      {maintenance.isError ? <ErrorBlock error={maintenance.error} onRetry={() => void maintenance.refetch()} /> : null}
      {maintenance.data ? <MaintenanceForm merchant={merchant} saved={maintenance.data} /> : null}
    </article>
  );
}

function statusLine(canManage: boolean, isDirty: boolean, draft: Maintenance, saved: Maintenance): string {
  if (!canManage) return 'Only administrators can change maintenance.';
  if (!isDirty) return 'Saved';
  if (draft.enabled === saved.enabled) return 'Unsaved changes';
  return `Unsaved: maintenance will turn ${draft.enabled ? 'on' : 'off'}`;
}

function MaintenanceForm({ merchant, saved }: { merchant: Merchant; saved: Maintenance }) {
  const canManage = useCanManage();
  const save = useSaveMaintenance(merchant.id);
  const [draft, setDraft] = useState<Maintenance>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const isDirty = !isDeepEqual(draft, saved);
  const idPrefix = `maintenance-${merchant.code}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = maintenanceSchema.safeParse(draft);
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (result) => {
        setDraft(result);
        toast.success(`${merchant.code}: maintenance ${result.enabled ? 'turned on' : 'off, site is live'}`);
      },
    });
  }

  return (
    <form className="maintenance-form" onSubmit={handleSubmit} noValidate>
      <div className="switch-row">
        <label className="switch-text" htmlFor={`${idPrefix}-toggle`}>
          <span className="switch-label">Maintenance mode</span>
          <span className="switch-hint">Players see the maintenance page with the title and message below.</span>
        </label>
        <Switch
          id={`${idPrefix}-toggle`}
          data-testid="maintenance-toggle"
          checked={draft.enabled}
          disabled={!canManage}
          onCheckedChange={(enabled) => setDraft({ ...draft, enabled })}
        />
      </div>
      <Field label="Title" htmlFor={`${idPrefix}-title`} error={errors.title}>
        <input
          id={`${idPrefix}-title`}
          className="input"
          data-testid="maintenance-title-input"
          maxLength={120}
          placeholder="We'll be right back"
          disabled={!canManage}
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </Field>
      <Field label="Message" htmlFor={`${idPrefix}-message`} error={errors.message}>
        <textarea
          id={`${idPrefix}-message`}
          className="input textarea"
          data-testid="maintenance-message-input"
          rows={3}
          maxLength={2000}
          placeholder="Scheduled maintenance is in progress. Please check back soon."
          disabled={!canManage}
          value={draft.message}
          onChange={(event) => setDraft({ ...draft, message: event.target.value })}
        />
      </Field>
      {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
      <footer className="maintenance-actions">
        <span className="muted">{statusLine(canManage, isDirty, draft, saved)}</span>
        {canManage ? (
          <button type="submit" className="btn btn-primary" data-testid="maintenance-save" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        ) : null}
      </footer>
    </form>
  );
}

import { PAYMENT_CHANNEL_TYPES, PAYMENT_DIRECTIONS } from '@fortuna/contracts/payments';
import type { AdminPaymentChannel } from '@fortuna/contracts/payments-admin';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import type { FieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast-store';
import { useSaveChannel } from '../hooks/useSaveChannel';
import { type ChannelDraft, channelToDraft, emptyChannelDraft, validateChannelDraft } from './channel-draft';
import { CHANNEL_TYPE_META, DIRECTION_LABELS } from './finance-meta';

interface ChannelFormDialogProps {
  /** The channel to change; a new one when absent. */
  channel?: AdminPaymentChannel | undefined;
  merchantId: number;
  currencySymbol: string;
  onClose: () => void;
}

function invalid(error: string | undefined, id: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

export function ChannelFormDialog({ channel, merchantId, currencySymbol, onClose }: ChannelFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<ChannelDraft>(() => (channel ? channelToDraft(channel) : emptyChannelDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSaveChannel();
  const isNew = channel === undefined;
  const money = currencySymbol ? ` (${currencySymbol})` : '';

  function change(changes: Partial<ChannelDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function text(key: keyof ChannelDraft, id: string, errorKey: string = key, extra: { mono?: boolean } = {}) {
    return (
      <input
        id={id}
        className={extra.mono ? 'input input-mono' : 'input'}
        data-testid={id}
        autoComplete="off"
        value={draft[key]}
        {...invalid(errors[errorKey], id)}
        onChange={(event) => change({ [key]: event.target.value })}
      />
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateChannelDraft(draft, merchantId);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { body: result.body, id: channel?.id },
      {
        onSuccess: (saved) => {
          toast.success(isNew ? `${saved.name}: channel added` : `${saved.name}: saved`);
          onClose();
        },
      },
    );
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={save.isPending}
        data-testid="channel-save"
      >
        {save.isPending ? 'Saving…' : isNew ? 'Add channel' : 'Save changes'}
      </button>
    </>
  );

  return (
    <Modal
      open
      wide
      title={isNew ? 'New payment channel' : `Edit ${channel.name}`}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="channel-form"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="form-row">
          <Field label="Code" htmlFor="channel-code" error={errors.code} hint="2-32 letters, digits, - or _">
            {text('code', 'channel-code', 'code', { mono: true })}
          </Field>
          <Field label="Name" htmlFor="channel-name" error={errors.name} hint="Shown to members">
            {text('name', 'channel-name')}
          </Field>
        </div>
        <div className="form-row">
          <Field label="Type" htmlFor="channel-type" hint={CHANNEL_TYPE_META[draft.type].hint}>
            <select
              id="channel-type"
              className="input"
              data-testid="channel-type"
              value={draft.type}
              onChange={(event) => {
                const type = PAYMENT_CHANNEL_TYPES.find((item) => item === event.target.value);
                if (type) change({ type });
              }}
            >
              {PAYMENT_CHANNEL_TYPES.map((type) => (
                <option key={type} value={type}>
                  {CHANNEL_TYPE_META[type].label}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Used for" htmlFor="channel-direction">
            <select
              id="channel-direction"
              className="input"
              data-testid="channel-direction"
              value={draft.direction}
              onChange={(event) => {
                const direction = PAYMENT_DIRECTIONS.find((item) => item === event.target.value);
                if (direction) change({ direction });
              }}
            >
              {PAYMENT_DIRECTIONS.map((direction) => (
                <option key={direction} value={direction}>
                  {DIRECTION_LABELS[direction]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="form-row">
          <Field label={`Minimum${money}`} htmlFor="channel-min" error={errors.minAmount}>
            {text('minAmount', 'channel-min', 'minAmount', { mono: true })}
          </Field>
          <Field label={`Maximum${money}`} htmlFor="channel-max" error={errors.maxAmount}>
            {text('maxAmount', 'channel-max', 'maxAmount', { mono: true })}
          </Field>
        </div>
        <div className="form-row">
          <Field
            label="Fee rate (%)"
            htmlFor="channel-fee-percent"
            error={errors.feeBps}
            hint="1.5 = 1.5% of the amount"
          >
            {text('feePercent', 'channel-fee-percent', 'feeBps', { mono: true })}
          </Field>
          <Field
            label={`Fixed fee${money}`}
            htmlFor="channel-fee-fixed"
            error={errors.feeFixed}
            hint="Added to the rate"
          >
            {text('feeFixed', 'channel-fee-fixed', 'feeFixed', { mono: true })}
          </Field>
        </div>
        {draft.type === 'bank_transfer' ? (
          <fieldset className="form-section">
            <legend className="form-section-title">Bank account members transfer to</legend>
            <div className="form-row">
              <Field label="Bank" htmlFor="channel-bank-name" error={errors['bank.bankName']}>
                {text('bankName', 'channel-bank-name', 'bank.bankName')}
              </Field>
              <Field label="Branch" htmlFor="channel-bank-branch" error={errors['bank.branch']} hint="Optional">
                {text('branch', 'channel-bank-branch', 'bank.branch')}
              </Field>
            </div>
            <div className="form-row">
              <Field label="Account holder" htmlFor="channel-account-name" error={errors['bank.accountName']}>
                {text('accountName', 'channel-account-name', 'bank.accountName')}
              </Field>
              <Field label="Account number" htmlFor="channel-account-number" error={errors['bank.accountNumber']}>
                {text('accountNumber', 'channel-account-number', 'bank.accountNumber', { mono: true })}
              </Field>
            </div>
          </fieldset>
        ) : null}
        {draft.type === 'gateway' ? (
          <Field
            label="Gateway secret"
            htmlFor="channel-gateway-secret"
            error={errors.gatewaySecret}
            hint={
              channel?.hasGatewaySecret
                ? 'A secret is set and never shown. Leave empty to keep it, or enter a new one (16-128 characters).'
                : 'The shared secret the gateway signs its callbacks with (16-128 characters). Never shown again.'
            }
          >
            <input
              id="channel-gateway-secret"
              type="password"
              className="input input-mono"
              data-testid="channel-gateway-secret"
              autoComplete="new-password"
              placeholder={channel?.hasGatewaySecret ? '•••••••• (unchanged)' : ''}
              value={draft.gatewaySecret}
              {...invalid(errors.gatewaySecret, 'channel-gateway-secret')}
              onChange={(event) => change({ gatewaySecret: event.target.value })}
            />
          </Field>
        ) : null}
        <div className="form-row">
          <Field label="Order" htmlFor="channel-sort" error={errors.sort} hint="Lower numbers are listed first">
            {text('sort', 'channel-sort', 'sort', { mono: true })}
          </Field>
          <Field label="Status" htmlFor="channel-active">
            <span className="check-label channel-status-toggle">
              <Switch
                id="channel-active"
                checked={draft.status === 'active'}
                data-testid="channel-active"
                onCheckedChange={(isOn) => change({ status: isOn ? 'active' : 'disabled' })}
              />
              {draft.status === 'active' ? 'Active: offered to members' : 'Disabled: hidden from members'}
            </span>
          </Field>
        </div>
      </form>
    </Modal>
  );
}

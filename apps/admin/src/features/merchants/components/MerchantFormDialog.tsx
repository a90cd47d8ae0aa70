import { createMerchantSchema, type Merchant, updateMerchantSchema } from '@fortuna/contracts/merchants';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useCreateMerchant, useUpdateMerchant } from '../hooks/useMerchantMutations';
import { DomainListEditor } from './DomainListEditor';
import {
  changedFields,
  domainsOf,
  draftFromMerchant,
  isUnchanged,
  type MerchantDraft,
  type MerchantStatus,
} from './merchant-draft';

interface MerchantFormDialogProps {
  /** The merchant to edit; without it the dialog creates a new one. */
  merchant?: Merchant | undefined;
  onClose: () => void;
}

export function MerchantFormDialog({ merchant, onClose }: MerchantFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<MerchantDraft>(() => draftFromMerchant(merchant));
  const [errors, setErrors] = useState<FieldErrors>({});
  const createMutation = useCreateMerchant();
  const updateMutation = useUpdateMerchant();
  const mutation = merchant ? updateMutation : createMutation;
  const isEditing = merchant !== undefined;

  function set<K extends keyof MerchantDraft>(key: K, value: MerchantDraft[K]) {
    setDraft((current) => ({ ...current, [key]: value }));
  }

  function submitCreate() {
    const parsed = createMerchantSchema.safeParse({ ...draft, domains: domainsOf(draft) });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    createMutation.mutate(parsed.data, {
      onSuccess: (created) => {
        toast.success(`Merchant ${created.code} created`);
        onClose();
      },
    });
  }

  function submitUpdate(current: Merchant) {
    const { code: _code, ...editable } = draft;
    const parsed = updateMerchantSchema.safeParse({ ...editable, domains: domainsOf(draft) });
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    const changes = changedFields(current, parsed.data);
    if (isUnchanged(current, changes)) {
      toast.info('Nothing to save: no field was changed');
      return onClose();
    }
    updateMutation.mutate(
      { merchantId: current.id, changes },
      {
        onSuccess: (updated) => {
          toast.success(`Merchant ${updated.code} saved`);
          onClose();
        },
      },
    );
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (merchant) submitUpdate(merchant);
    else submitCreate();
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button type="submit" form={formId} className="btn btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving…' : isEditing ? 'Save changes' : 'Create merchant'}
      </button>
    </>
  );

  return (
    <Modal
      open
      title={isEditing ? `Edit ${merchant.code}` : 'New merchant'}
      onClose={onClose}
      footer={footer}
      wide
      testId="merchant-form"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {mutation.isError ? <Alert>{errorMessage(mutation.error)}</Alert> : null}
        {isEditing ? null : (
          <Field label="Code" htmlFor="merchant-code" error={errors.code} hint="2–16 characters, e.g. FORTUNA_VN">
            <input
              id="merchant-code"
              className="input input-mono"
              value={draft.code}
              autoCapitalize="characters"
              onChange={(event) => set('code', event.target.value.toUpperCase())}
            />
          </Field>
        )}
        <Field label="Name" htmlFor="merchant-name" error={errors.name}>
          <input
            id="merchant-name"
            className="input"
            value={draft.name}
            onChange={(event) => set('name', event.target.value)}
          />
        </Field>
        <div className="form-row">
          <Field label="Currency" htmlFor="merchant-currency" error={errors.currency} hint="ISO code, e.g. VND">
            <input
              id="merchant-currency"
              className="input input-mono"
              maxLength={3}
              value={draft.currency}
              onChange={(event) => set('currency', event.target.value.toUpperCase())}
            />
          </Field>
          <Field label="Symbol" htmlFor="merchant-symbol" error={errors.currencySymbol} hint="Shown next to amounts">
            <input
              id="merchant-symbol"
              className="input"
              maxLength={4}
              value={draft.currencySymbol}
              onChange={(event) => set('currencySymbol', event.target.value)}
            />
          </Field>
        </div>
        {isEditing ? (
          <Field label="Status" htmlFor="merchant-status" error={errors.status}>
            <select
              id="merchant-status"
              className="input"
              value={draft.status}
              onChange={(event) => set('status', event.target.value === 'disabled' ? 'disabled' : 'active')}
            >
              {(['active', 'disabled'] satisfies MerchantStatus[]).map((status) => (
                <option key={status} value={status}>
                  {status === 'active' ? 'Active' : 'Disabled'}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <DomainListEditor rows={draft.domains} onChange={(rows) => set('domains', rows)} errors={errors} />
      </form>
    </Modal>
  );
}

import { GAME_TYPES, type VendorAdmin, vendorUpsertSchema } from '@fortuna/contracts/catalogue';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useSaveVendor } from '../hooks/useCatalogueMutations';
import { CatalogueStatusField, IconUrlField, invalid, SortOrderField, WinCeilingFields } from './CatalogueFields';
import {
  emptyVendorDraft,
  GAME_TYPE_LABELS,
  type VendorDraft,
  vendorDraftToInput,
  vendorToDraft,
  WALLET_MODE_META,
  WALLET_MODES,
} from './catalogue-meta';
import { VendorApiKeyPanel } from './VendorApiKeyPanel';

interface VendorFormDialogProps {
  /** The vendor to change; a new one when absent. */
  vendor?: VendorAdmin | undefined;
  onClose: () => void;
}

export function VendorFormDialog({ vendor, onClose }: VendorFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<VendorDraft>(() => (vendor ? vendorToDraft(vendor) : emptyVendorDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveVendor();
  const isNew = vendor === undefined;

  function change(changes: Partial<VendorDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    const parsed = vendorUpsertSchema.safeParse(vendorDraftToInput(draft));
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { body: parsed.data, id: vendor?.id },
      {
        onSuccess: (saved) => {
          toast.success(isNew ? `Vendor ${saved.code} added` : `Vendor ${saved.code} saved`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'CONFLICT') setErrors({ code: error.message });
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
        disabled={save.isPending || uploading}
        data-testid="vendor-save"
      >
        {save.isPending ? 'Saving…' : uploading ? 'Uploading image…' : isNew ? 'Add vendor' : 'Save vendor'}
      </button>
    </>
  );

  const showServerError = save.isError && !(save.error instanceof ApiError && save.error.code === 'CONFLICT');
  return (
    <Modal
      open
      title={isNew ? 'New vendor' : `Edit ${vendor.name}`}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="vendor-form"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {showServerError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="form-row">
          <Field
            label="Code"
            htmlFor="vendor-code"
            error={errors.code}
            hint={isNew ? 'Capitals, digits and _, e.g. FORTUNA_STUDIO' : 'Games and the player site refer to it'}
          >
            <input
              id="vendor-code"
              className="input input-mono"
              data-testid="vendor-code"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              placeholder="FORTUNA_STUDIO"
              value={draft.code}
              {...invalid(errors.code, 'vendor-code')}
              onChange={(event) => change({ code: event.target.value.toUpperCase() })}
            />
          </Field>
          <Field label="Name" htmlFor="vendor-name" error={errors.name} hint="Shown to players">
            <input
              id="vendor-name"
              className="input"
              data-testid="vendor-name"
              autoComplete="off"
              maxLength={64}
              placeholder="Fortuna Studio"
              value={draft.name}
              {...invalid(errors.name, 'vendor-name')}
              onChange={(event) => change({ name: event.target.value })}
            />
          </Field>
        </div>
        <div className="form-row">
          <Field label="Category" htmlFor="vendor-game-type" error={errors.gameType} hint="The lobby it appears in">
            <select
              id="vendor-game-type"
              className="input"
              data-testid="vendor-game-type"
              value={draft.gameType}
              onChange={(event) => change({ gameType: event.target.value as VendorDraft['gameType'] })}
            >
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {GAME_TYPE_LABELS[type]} ({type})
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Wallet mode"
            htmlFor="vendor-wallet-mode"
            error={errors.walletMode}
            hint={WALLET_MODE_META[draft.walletMode].hint}
          >
            <select
              id="vendor-wallet-mode"
              className="input"
              data-testid="vendor-wallet-mode"
              value={draft.walletMode}
              onChange={(event) => change({ walletMode: event.target.value as VendorDraft['walletMode'] })}
            >
              {WALLET_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {WALLET_MODE_META[mode].label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="form-row">
          <CatalogueStatusField
            prefix="vendor"
            value={draft.status}
            error={errors.status}
            onChange={(status) => change({ status })}
          />
          <SortOrderField
            prefix="vendor"
            value={draft.sortOrder}
            error={errors.sortOrder}
            onChange={(sortOrder) => change({ sortOrder })}
          />
        </div>
        <IconUrlField
          prefix="vendor"
          value={draft.iconUrl}
          error={errors.iconUrl}
          onChange={(iconUrl) => change({ iconUrl })}
          onUploadingChange={setUploading}
          name={draft.name}
          placeholder="https://cdn.example.com/vendors/fortuna.png"
        />
        <Field
          label="Launch address"
          htmlFor="vendor-launch-url"
          error={errors.launchUrl}
          hint="https:// or a site path, with {token}, {gameCode} and {language}. Empty: the games cannot launch."
        >
          <input
            id="vendor-launch-url"
            className="input input-mono"
            data-testid="vendor-launch-url"
            autoComplete="off"
            spellCheck={false}
            maxLength={512}
            placeholder="https://games.vendor.example/launch?token={token}&game={gameCode}&lang={language}"
            value={draft.launchUrl}
            {...invalid(errors.launchUrl, 'vendor-launch-url')}
            onChange={(event) => change({ launchUrl: event.target.value })}
          />
        </Field>
        <Field
          label="Replay address"
          htmlFor="vendor-recall-url"
          error={errors.recallUrl}
          hint="Where a finished round is replayed, with {roundId}, {exp} and {sig}. Empty: no replay."
        >
          <input
            id="vendor-recall-url"
            className="input input-mono"
            data-testid="vendor-recall-url"
            autoComplete="off"
            spellCheck={false}
            maxLength={512}
            placeholder="https://games.vendor.example/recall/{roundId}?exp={exp}&sig={sig}"
            value={draft.recallUrl}
            {...invalid(errors.recallUrl, 'vendor-recall-url')}
            onChange={(event) => change({ recallUrl: event.target.value })}
          />
        </Field>
        <WinCeilingFields prefix="vendor" value={draft} errors={errors} onChange={change} />
        {vendor && draft.walletMode === 'seamless' ? (
          <VendorApiKeyPanel vendorId={vendor.id} hasApiKey={vendor.hasApiKey} />
        ) : null}
      </form>
    </Modal>
  );
}

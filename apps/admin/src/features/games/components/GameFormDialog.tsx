import {
  GAME_CLASSIFIES,
  GAME_TYPES,
  type GameAdmin,
  gameUpsertSchema,
  type VendorAdmin,
} from '@fortuna/contracts/catalogue';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { Switch } from '../../../ui/Switch';
import { toast } from '../../../ui/toast-store';
import { useSaveGame } from '../hooks/useCatalogueMutations';
import { CatalogueStatusField, IconUrlField, invalid, SortOrderField, WinCeilingFields } from './CatalogueFields';
import {
  emptyGameDraft,
  GAME_CLASSIFY_LABELS,
  GAME_TYPE_LABELS,
  type GameDraft,
  gameDraftToInput,
  gameToDraft,
  withVendor,
} from './catalogue-meta';

interface GameFormDialogProps {
  /** The game to change; a new one when absent. */
  game?: GameAdmin | undefined;
  vendors: readonly VendorAdmin[];
  /** The vendor a new game starts under (the one the list is filtered to). */
  preferredVendorCode?: string;
  onClose: () => void;
}

type FlagKey = 'isHot' | 'isNew' | 'supportsTrial';

const FLAGS: readonly { key: FlagKey; label: string; hint: string }[] = [
  { key: 'isHot', label: 'Hot', hint: 'Listed under Hot and in the hot games strip' },
  { key: 'isNew', label: 'New', hint: 'Listed under New in the lobby' },
  { key: 'supportsTrial', label: 'Free trial', hint: 'Players may try it on a demo balance' },
];

/** Which form field a refusal from the server belongs to. */
function serverFieldError(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'CONFLICT') return { gameCode: error.message };
  if (error.code === 'VENDOR_NOT_FOUND') return { vendorCode: error.message || 'This vendor no longer exists' };
  return null;
}

/** The vendor's ceiling a game falls back to, as the fields show it. */
function vendorCeiling(vendor: VendorAdmin | undefined) {
  return vendor
    ? { maxWinMultiple: String(vendor.maxWinMultiple), maxWin: vendor.maxWin, maxBalance: vendor.maxBalance }
    : undefined;
}

export function GameFormDialog({ game, vendors, preferredVendorCode, onClose }: GameFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<GameDraft>(() =>
    game ? gameToDraft(game) : emptyGameDraft(vendors, preferredVendorCode),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveGame();
  const isNew = game === undefined;
  // A game whose vendor is missing from the list still shows its code, so saving does not move it.
  const vendorMissing = draft.vendorCode !== '' && !vendors.some((vendor) => vendor.code === draft.vendorCode);

  function change(changes: Partial<GameDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (uploading) return;
    const parsed = gameUpsertSchema.safeParse(gameDraftToInput(draft));
    if (!parsed.success) return setErrors(toFieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { body: parsed.data, id: game?.id },
      {
        onSuccess: (saved) => {
          toast.success(isNew ? `${saved.name} added` : `${saved.name} saved`);
          onClose();
        },
        onError: (error) => {
          const fieldErrors = serverFieldError(error);
          if (fieldErrors) setErrors(fieldErrors);
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
        data-testid="game-save"
      >
        {save.isPending ? 'Saving…' : uploading ? 'Uploading image…' : isNew ? 'Add game' : 'Save game'}
      </button>
    </>
  );

  return (
    <Modal
      open
      wide
      title={isNew ? 'New game' : `Edit ${game.name}`}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="game-form"
    >
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {save.isError && !serverFieldError(save.error) ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <div className="form-row">
          <Field label="Vendor" htmlFor="game-vendor" error={errors.vendorCode}>
            <select
              id="game-vendor"
              className="input"
              data-testid="game-vendor"
              value={draft.vendorCode}
              {...invalid(errors.vendorCode, 'game-vendor')}
              onChange={(event) =>
                setDraft((current) =>
                  isNew
                    ? withVendor(current, event.target.value, vendors)
                    : { ...current, vendorCode: event.target.value },
                )
              }
            >
              {draft.vendorCode === '' ? <option value="">Choose a vendor</option> : null}
              {vendorMissing ? <option value={draft.vendorCode}>{draft.vendorCode}</option> : null}
              {vendors.map((vendor) => (
                <option key={vendor.id} value={vendor.code}>
                  {vendor.name} ({vendor.code})
                </option>
              ))}
            </select>
          </Field>
          <Field label="Game code" htmlFor="game-code" error={errors.gameCode} hint="The vendor's own id for the game">
            <input
              id="game-code"
              className="input input-mono"
              data-testid="game-code"
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              placeholder="fortune-tiger"
              value={draft.gameCode}
              {...invalid(errors.gameCode, 'game-code')}
              onChange={(event) => change({ gameCode: event.target.value })}
            />
          </Field>
        </div>
        <Field label="Name" htmlFor="game-name" error={errors.name} hint="Shown to players">
          <input
            id="game-name"
            className="input"
            data-testid="game-name"
            autoComplete="off"
            maxLength={128}
            placeholder="Fortune Tiger"
            value={draft.name}
            {...invalid(errors.name, 'game-name')}
            onChange={(event) => change({ name: event.target.value })}
          />
        </Field>
        <Field
          label="Name in Vietnamese"
          htmlFor="game-name-ty"
          error={errors.nameTy}
          hint="Shown on the Vietnamese site; empty: the name above"
        >
          <input
            id="game-name-ty"
            className="input"
            data-testid="game-name-ty"
            autoComplete="off"
            maxLength={128}
            placeholder="Hổ Vàng"
            value={draft.nameTy}
            {...invalid(errors.nameTy, 'game-name-ty')}
            onChange={(event) => change({ nameTy: event.target.value })}
          />
        </Field>
        <div className="form-row">
          <Field label="Category" htmlFor="game-type" error={errors.gameType}>
            <select
              id="game-type"
              className="input"
              data-testid="game-type"
              value={draft.gameType}
              onChange={(event) => change({ gameType: event.target.value as GameDraft['gameType'] })}
            >
              {GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {GAME_TYPE_LABELS[type]} ({type})
                </option>
              ))}
            </select>
          </Field>
          <Field
            label="Sub-category"
            htmlFor="game-classify"
            error={errors.gameClassify}
            hint="Slots and arcade lobbies group games by it"
          >
            <select
              id="game-classify"
              className="input"
              data-testid="game-classify"
              value={draft.gameClassify}
              onChange={(event) => change({ gameClassify: event.target.value as GameDraft['gameClassify'] })}
            >
              <option value="">None</option>
              {GAME_CLASSIFIES.map((classify) => (
                <option key={classify} value={classify}>
                  {GAME_CLASSIFY_LABELS[classify]} ({classify})
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="form-row">
          <Field label="Minimum bet" htmlFor="game-min-bet" error={errors.minBet} hint="In the player's currency">
            <input
              id="game-min-bet"
              className="input input-mono"
              data-testid="game-min-bet"
              inputMode="decimal"
              placeholder="0.00"
              value={draft.minBet}
              {...invalid(errors.minBet, 'game-min-bet')}
              onChange={(event) => change({ minBet: event.target.value })}
            />
          </Field>
          <SortOrderField
            prefix="game"
            value={draft.sortOrder}
            error={errors.sortOrder}
            onChange={(sortOrder) => change({ sortOrder })}
          />
          <CatalogueStatusField
            prefix="game"
            value={draft.status}
            error={errors.status}
            onChange={(status) => change({ status })}
          />
        </div>
        <WinCeilingFields
          prefix="game"
          value={draft}
          errors={errors}
          onChange={change}
          inherited={vendorCeiling(vendors.find((item) => item.code === draft.vendorCode))}
        />
        <IconUrlField
          prefix="game"
          value={draft.iconUrl}
          error={errors.iconUrl}
          onChange={(iconUrl) => change({ iconUrl })}
          onUploadingChange={setUploading}
          label="Artwork"
          name={draft.name}
          placeholder="https://cdn.example.com/games/fortune-tiger.png"
        />
        <div className="switch-list switch-box">
          {FLAGS.map((flag) => (
            <div key={flag.key} className="switch-row">
              <label className="switch-text" htmlFor={`game-flag-${flag.key}`}>
                <span className="switch-label">{flag.label}</span>
                <span className="switch-hint">{flag.hint}</span>
              </label>
              <Switch
                id={`game-flag-${flag.key}`}
                data-testid={`game-flag-${flag.key}`}
                checked={draft[flag.key]}
                onCheckedChange={(checked) => change({ [flag.key]: checked })}
              />
            </div>
          ))}
        </div>
      </form>
    </Modal>
  );
}

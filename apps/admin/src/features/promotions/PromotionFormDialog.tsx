import type { AdminPromotion, CashbackPeriod } from '@fortuna/contracts/promotions';
import { CASHBACK_PERIODS, PROMO_CATEGORIES, PROMO_WALLETS } from '@fortuna/contracts/promotions';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../api/client';
import { Field } from '../../ui/Field';
import { formatDateTime } from '../../ui/format';
import { Modal } from '../../ui/Modal';
import { Alert } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { AudienceFields } from './AudienceFields';
import { ClaimLimitsPanel } from './ClaimLimitsPanel';
import { MissionRuleFields } from './MissionRuleFields';
import { PromotionPreview } from './PromotionPreview';
import {
  CASHBACK_PERIOD_LABELS,
  draftOf,
  emptyDraft,
  KIND_LABELS,
  type PromotionDraft,
  RULE_KINDS,
  validateDraft,
} from './promotion-draft';
import { useSavePromotion } from './promotions.api';
import { RaffleRuleFields } from './RaffleRuleFields';

interface PromotionFormDialogProps {
  merchantId: number;
  promotion?: AdminPromotion | undefined;
  onClose: () => void;
}

export type TextKey = Exclude<
  keyof PromotionDraft,
  | 'kind'
  | 'category'
  | 'audience'
  | 'wallet'
  | 'cashbackPeriod'
  | 'missionTask'
  | 'gameType'
  | 'raffleSource'
  | 'needsClaim'
>;

/** Create or edit a promotion: rule kind and parameters, schedule, audience, reward wallet and EN/TY texts. */
export function PromotionFormDialog({ merchantId, promotion, onClose }: PromotionFormDialogProps) {
  const formId = useId();
  const [draft, setDraft] = useState<PromotionDraft>(() => (promotion ? draftOf(promotion) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePromotion();
  const isNew = promotion === undefined;
  // A drawn raffle's published draw must keep recomputing from its rules: the server refuses any edit of it.
  const drawnAt = promotion?.raffleDrawnAt ?? null;
  const change = (changes: Partial<PromotionDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const input = (
    key: TextKey,
    label: string,
    errorKey: string,
    props: { hint?: string; wide?: boolean } = {},
  ): ReactNode => (
    <Field label={label} htmlFor={`promo-${key}`} error={errors[errorKey]} hint={props.hint}>
      <input
        id={`promo-${key}`}
        className="input"
        data-testid={`promo-${key}`}
        value={draft[key]}
        onChange={(event) => change({ [key]: event.target.value })}
      />
    </Field>
  );
  const area = (key: TextKey, label: string, errorKey: string): ReactNode => (
    <Field label={label} htmlFor={`promo-${key}`} error={errors[errorKey]}>
      <textarea
        id={`promo-${key}`}
        className="input"
        rows={4}
        data-testid={`promo-${key}`}
        value={draft[key]}
        onChange={(event) => change({ [key]: event.target.value })}
      />
    </Field>
  );

  /** The form as a request body for the preview, or null after showing the fields to correct. */
  function previewInput() {
    const result = validateDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.body;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateDraft(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    save.mutate(
      { merchantId, body: result.body, id: promotion?.id },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.texts.EN.title}: ${isNew ? 'created' : 'saved'}`);
          onClose();
        },
      },
    );
  }

  const isDeposit = draft.kind === 'first_deposit' || draft.kind === 'reload_deposit';
  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      {drawnAt ? null : (
        <button
          type="submit"
          form={formId}
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="promo-save"
        >
          {save.isPending ? 'Saving…' : isNew ? 'Create promotion' : 'Save changes'}
        </button>
      )}
    </>
  );

  return (
    <Modal
      open
      wide
      title={isNew ? 'New promotion' : drawnAt ? 'Drawn raffle' : 'Edit promotion'}
      onClose={onClose}
      footer={footer}
      dismissible={false}
      testId="promo-form"
    >
      {drawnAt ? (
        <div data-testid="promo-drawn-locked">
          <Alert tone="info">
            Drawn on {formatDateTime(drawnAt)}: this raffle can no longer be edited, so that its published draw (seed,
            ticket list and winners) stays verifiable. Pause it to take it off the site.
          </Alert>
        </div>
      ) : null}
      <form id={formId} className="form-grid" onSubmit={handleSubmit} noValidate>
        {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
        <fieldset className="form-grid form-grid-fieldset" disabled={drawnAt !== null} data-testid="promo-fields">
          <div className="form-row">
            <Field
              label="Rule"
              htmlFor="promo-kind"
              hint={isNew ? 'Cannot change once created' : 'Fixed for this promotion'}
            >
              <select
                id="promo-kind"
                className="input"
                data-testid="promo-kind"
                value={draft.kind}
                disabled={!isNew}
                onChange={(event) => change({ kind: event.target.value as PromotionDraft['kind'] })}
              >
                {RULE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </Field>
            <Field label="Category" htmlFor="promo-category">
              <select
                id="promo-category"
                className="input"
                value={draft.category}
                onChange={(event) => change({ category: event.target.value as PromotionDraft['category'] })}
              >
                {PROMO_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          <AudienceFields draft={draft} errors={errors} change={change} input={input} />
          {draft.kind === 'raffle' ? (
            <RaffleRuleFields
              draft={draft}
              change={change}
              input={input}
              seedHash={promotion?.raffleSeedHash ?? null}
            />
          ) : null}
          {isDeposit ? (
            <div className="form-row">
              {input('percent', 'Bonus %', 'rule.percent')}
              {input('cap', 'Cap', 'rule.cap')}
              {input('minDeposit', 'Minimum deposit', 'rule.minDeposit')}
            </div>
          ) : null}
          {draft.kind === 'daily_checkin'
            ? input('streakRewards', 'Streak rewards (day 1, day 2, …)', 'rule.streakRewards', {
                hint: 'Comma-separated; after the last day its reward repeats',
              })
            : null}
          {draft.kind === 'apply_approve' ? input('amount', 'Reward when approved', 'rule.amount') : null}
          {draft.kind === 'cashback' ? (
            <div className="form-row">
              <Field
                label="Period"
                htmlFor="promo-cashback-period"
                hint="Local days in the merchant's payment time zone; paid by the end-of-period job"
              >
                <select
                  id="promo-cashback-period"
                  className="input"
                  data-testid="promo-cashback-period"
                  value={draft.cashbackPeriod}
                  onChange={(event) => change({ cashbackPeriod: event.target.value as CashbackPeriod })}
                >
                  {CASHBACK_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {CASHBACK_PERIOD_LABELS[period]}
                    </option>
                  ))}
                </select>
              </Field>
              {input('percent', 'Cashback % of net loss', 'rule.percent', { hint: 'Whole percent, 1 to 100' })}
              {input('cap', 'Cap per period', 'rule.cap')}
              {input('minLoss', 'Minimum net loss', 'rule.minLoss', { hint: 'Stakes minus payouts in the period' })}
            </div>
          ) : null}
          {draft.kind === 'mission' || draft.kind === 'leaderboard' ? (
            <MissionRuleFields draft={draft} errors={errors} change={change} input={input} />
          ) : null}
          <div className="form-row">
            <Field label="Reward wallet" htmlFor="promo-wallet">
              <select
                id="promo-wallet"
                className="input"
                value={draft.wallet}
                onChange={(event) => change({ wallet: event.target.value as PromotionDraft['wallet'] })}
              >
                {PROMO_WALLETS.map((wallet) => (
                  <option key={wallet} value={wallet}>
                    {wallet === 'main' ? 'Main wallet' : 'Bonus wallet'}
                  </option>
                ))}
              </select>
            </Field>
            {input('wageringMultiple', 'Wagering multiple', 'wageringMultiple', { hint: '0 for none' })}
            {input('sort', 'Order', 'sort')}
          </div>
          <div className="form-row">
            <Field label="Starts" htmlFor="promo-startsAt" error={errors.startsAt}>
              <input
                id="promo-startsAt"
                type="datetime-local"
                className="input"
                value={draft.startsAt}
                onChange={(event) => change({ startsAt: event.target.value })}
              />
            </Field>
            <Field label="Ends" htmlFor="promo-endsAt" error={errors.endsAt} hint="Empty: open-ended">
              <input
                id="promo-endsAt"
                type="datetime-local"
                className="input"
                value={draft.endsAt}
                onChange={(event) => change({ endsAt: event.target.value })}
              />
            </Field>
          </div>
          {input('artworkUrl', 'Artwork URL', 'artworkUrl', {
            hint: 'Optional; the kind’s emblem is shown without one',
          })}
          <div className="form-row">
            {input('titleEn', 'Title (EN)', 'texts.EN.title')}
            {input('titleTy', 'Title (TY · Tiếng Việt)', 'texts.TY.title')}
          </div>
          <div className="form-row">
            {area('termsEn', 'Terms (EN)', 'texts.EN.terms')}
            {area('termsTy', 'Terms (TY · Tiếng Việt)', 'texts.TY.terms')}
          </div>
        </fieldset>
        <PromotionPreview merchantId={merchantId} promotionId={promotion?.id} inputOf={previewInput} />
      </form>
      {promotion ? (
        <ClaimLimitsPanel promotionId={promotion.id} canManage />
      ) : (
        <p className="muted">
          Claim limits per member, device and payee account can be set once the promotion is created.
        </p>
      )}
    </Modal>
  );
}

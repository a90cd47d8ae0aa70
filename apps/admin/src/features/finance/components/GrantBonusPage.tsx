import type { MemberSummary } from '@fortuna/contracts/members';
import { decimalToMinor, typedAmountToCanonical } from '@fortuna/contracts/money';
import { type GrantBonus, grantBonusSchema } from '@fortuna/contracts/payments-admin';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Field } from '../../../ui/Field';
import { type FieldErrors, toFieldErrors } from '../../../ui/form-errors';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { findMemberByUsername } from '../api/reports.api';
import { useFinanceMerchant } from '../hooks/useFinanceMerchant';
import { useGrantBonus } from '../hooks/useGrantBonus';
import { BonusSidePanel, type GrantedBonus } from './BonusSidePanel';
import { FinancePage } from './FinancePage';
import { formatMinor } from './finance-meta';
import { bonusTurnoverMinor } from './grant-bonus';

interface Draft {
  username: string;
  amount: string;
  wageringMultiple: string;
  remark: string;
}

/** The member's balance as the list sends it (decimal text), shown like every other amount. */
function memberBalance(member: MemberSummary): string {
  const minor = decimalToMinor(member.balance);
  return minor === null ? `${member.currencySymbol}${member.balance}` : formatMinor(minor, member.currencySymbol);
}

const EMPTY_DRAFT: Draft = { username: '', amount: '', wageringMultiple: '1', remark: '' };

interface Confirmation {
  member: MemberSummary;
  body: GrantBonus;
}

/** Staff credit a bonus to a member's main wallet, with the turnover it must be wagered before withdrawal. */
export function GrantBonusPage() {
  const formId = useId();
  const { merchants, merchantId, currencySymbol, setMerchantId } = useFinanceMerchant();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isLooking, setIsLooking] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [granted, setGranted] = useState<GrantedBonus | null>(null);
  const grant = useGrantBonus();
  const multiple = /^\d+$/.test(draft.wageringMultiple.trim()) ? Number(draft.wageringMultiple.trim()) : Number.NaN;
  const typedAmount = typedAmountToCanonical(draft.amount);
  const amountMinor = typedAmount === null ? null : decimalToMinor(typedAmount);
  const previewTurnover =
    amountMinor !== null && Number.isInteger(multiple) ? bonusTurnoverMinor(amountMinor, multiple) : null;

  function change(changes: Partial<Draft>) {
    setDraft((current) => ({ ...current, ...changes }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (merchantId === undefined) return;
    const parsed = grantBonusSchema.safeParse({
      merchantId,
      accountId: 1,
      // As staff typed it ("1,000.5"), sent in the canonical form ("1000.5").
      amount: typedAmountToCanonical(draft.amount) ?? draft.amount,
      wageringMultiple: multiple,
      remark: draft.remark,
    });
    const found: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    if (!draft.username.trim()) found.username = 'Enter the member’s username';
    if (Object.keys(found).length > 0 || !parsed.success) return setErrors(found);
    setIsLooking(true);
    try {
      const member = await findMemberByUsername(merchantId, draft.username);
      if (!member) return setErrors({ username: 'No member of this merchant has this username' });
      setErrors({});
      grant.reset();
      setConfirmation({ member, body: { ...parsed.data, accountId: member.id } });
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setIsLooking(false);
    }
  }

  function handleConfirm() {
    if (!confirmation) return;
    grant.mutate(confirmation.body, {
      onSuccess: (result) => {
        toast.success(`Bonus granted to ${confirmation.member.username}`);
        setGranted({ result, member: confirmation.member, body: confirmation.body });
        setConfirmation(null);
        setDraft(EMPTY_DRAFT);
      },
    });
  }

  const bodyAmount = (body: GrantBonus) => formatMinor(decimalToMinor(body.amount) ?? 0n, currencySymbol);

  return (
    <FinancePage
      testId="grant-bonus-page"
      title="Grant bonus"
      description="Credit a bonus to a member's main wallet. The wagering multiple sets the turnover the member must bet before the money can be withdrawn."
    >
      <div className="bonus-layout">
        <section className="card card-flush">
          <div className="card-toolbar filter-bar">
            <MerchantFilter
              merchants={merchants.data ?? []}
              merchantId={merchantId}
              onChange={setMerchantId}
              testId="bonus-merchant"
            />
          </div>
          <form id={formId} className="form-grid finance-card-body" onSubmit={handleSubmit} noValidate>
            {errors.form ? <Alert>{errors.form}</Alert> : null}
            <Field label="Member" htmlFor="bonus-username" error={errors.username} hint="The exact username">
              <input
                id="bonus-username"
                className="input input-mono"
                autoComplete="off"
                spellCheck={false}
                value={draft.username}
                data-testid="bonus-username"
                aria-invalid={errors.username ? true : undefined}
                onChange={(event) => change({ username: event.target.value })}
              />
            </Field>
            <div className="form-row">
              <Field
                label={currencySymbol ? `Amount (${currencySymbol})` : 'Amount'}
                htmlFor="bonus-amount"
                error={errors.amount}
                hint="At most 2 decimals"
              >
                <input
                  id="bonus-amount"
                  className="input input-mono"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.amount}
                  data-testid="bonus-amount"
                  aria-invalid={errors.amount ? true : undefined}
                  onChange={(event) => change({ amount: event.target.value })}
                />
              </Field>
              <Field
                label="Wagering multiple"
                htmlFor="bonus-multiple"
                error={errors.wageringMultiple}
                hint="0 to 100; 0 = withdrawable at once"
              >
                <input
                  id="bonus-multiple"
                  className="input input-mono"
                  inputMode="numeric"
                  autoComplete="off"
                  value={draft.wageringMultiple}
                  data-testid="bonus-multiple"
                  aria-invalid={errors.wageringMultiple ? true : undefined}
                  onChange={(event) => change({ wageringMultiple: event.target.value })}
                />
              </Field>
            </div>
            <Field
              label="Remark"
              htmlFor="bonus-remark"
              error={errors.remark}
              hint="Optional, up to 140 characters; kept in the audit log"
            >
              <input
                id="bonus-remark"
                className="input"
                maxLength={140}
                value={draft.remark}
                data-testid="bonus-remark"
                onChange={(event) => change({ remark: event.target.value })}
              />
            </Field>
            <div className="form-actions form-actions-split">
              <span className="muted">
                {previewTurnover !== null && previewTurnover > 0n
                  ? `The member must wager ${formatMinor(previewTurnover, currencySymbol)} before withdrawing it.`
                  : previewTurnover === 0n
                    ? 'No wagering: the bonus can be withdrawn at once.'
                    : ''}
              </span>
              <button
                type="submit"
                className="btn btn-primary"
                disabled={isLooking || merchantId === undefined}
                data-testid="bonus-review"
              >
                {isLooking ? 'Finding member…' : 'Review bonus'}
              </button>
            </div>
          </form>
        </section>
        <BonusSidePanel granted={granted} currencySymbol={currencySymbol} />
      </div>
      {confirmation ? (
        <Modal
          open
          title="Grant this bonus?"
          onClose={() => setConfirmation(null)}
          dismissible={!grant.isPending}
          testId="bonus-confirm-dialog"
          footer={
            <>
              <button
                type="button"
                className="btn btn-ghost"
                disabled={grant.isPending}
                onClick={() => setConfirmation(null)}
              >
                Cancel
              </button>
              <button
                type="button"
                className="btn btn-primary"
                disabled={grant.isPending}
                data-testid="bonus-confirm"
                onClick={handleConfirm}
              >
                {grant.isPending ? 'Granting…' : `Grant ${bodyAmount(confirmation.body)}`}
              </button>
            </>
          }
        >
          <div className="form-grid">
            {grant.isError ? <Alert>{errorMessage(grant.error)}</Alert> : null}
            <p>
              <strong>{bodyAmount(confirmation.body)}</strong> goes to the main wallet of{' '}
              <strong className="mono">{confirmation.member.username}</strong> (balance{' '}
              {memberBalance(confirmation.member)}).
            </p>
            <p className="muted">
              {confirmation.body.wageringMultiple > 0
                ? `Wagering ${confirmation.body.wageringMultiple}×: the member must bet ${formatMinor(
                    bonusTurnoverMinor(
                      decimalToMinor(confirmation.body.amount) ?? 0n,
                      confirmation.body.wageringMultiple,
                    ),
                    currencySymbol,
                  )} before withdrawing.`
                : 'No wagering requirement: the bonus can be withdrawn at once.'}
            </p>
          </div>
        </Modal>
      ) : null}
    </FinancePage>
  );
}

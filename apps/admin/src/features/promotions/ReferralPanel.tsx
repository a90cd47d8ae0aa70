import type { ReferralSettings, ReferralSettingsInput } from '@fortuna/contracts/referral';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { Badge } from '../../ui/Badge';
import { formatDateTime } from '../../ui/format';
import { Alert, EmptyState, ErrorBlock, LoadingBlock } from '../../ui/StateViews';
import { toast } from '../../ui/toast-store';
import { referralInviteesQuery, referralSettingsQuery, useSaveReferralSettings } from './referral.api';

const draftOf = (settings: ReferralSettings): ReferralSettingsInput => ({
  reward: settings.reward.amount,
  wallet: settings.wallet,
  wageringMultiple: settings.wageringMultiple,
  minFirstDeposit: settings.minFirstDeposit.amount,
  minValidBet: settings.minValidBet.amount,
});

const STATUS_TONES = { pending: 'info', rewarded: 'success', refused: 'danger' } as const;

/** The merchant's invite-and-earn terms (audited) and every invitee with inviter, progress, reward or refusal. */
export function ReferralPanel({ merchantId, canManage }: { merchantId: number; canManage: boolean }) {
  const settings = useQuery(referralSettingsQuery(merchantId));
  const invitees = useQuery(referralInviteesQuery(merchantId));
  const save = useSaveReferralSettings();
  const [draft, setDraft] = useState<ReferralSettingsInput | null>(null);
  const shown = draft ?? (settings.data ? draftOf(settings.data) : null);
  const change = (patch: Partial<ReferralSettingsInput>) => shown && setDraft({ ...shown, ...patch });
  const submit = () =>
    draft &&
    save.mutate(
      { merchantId, body: draft },
      {
        onSuccess: () => {
          toast.success('Referral terms saved');
          setDraft(null);
        },
      },
    );
  return (
    <section className="card card-flush" data-testid="referral-admin">
      <div className="card-toolbar filter-bar">
        <h2 className="card-title">Referral (invite and earn)</h2>
      </div>
      {settings.isPending ? <LoadingBlock /> : null}
      {settings.isError ? <ErrorBlock error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {shown ? (
        <div className="card-body form-grid form-grid-2">
          {save.isError ? <Alert>{errorMessage(save.error)}</Alert> : null}
          <label className="field">
            <span className="field-label">Reward per qualifying invitee (0: none)</span>
            <input
              className="input"
              value={shown.reward}
              disabled={!canManage}
              onChange={(event) => change({ reward: event.target.value })}
              data-testid="referral-reward"
            />
          </label>
          <label className="field">
            <span className="field-label">Invitee's first deposit at least</span>
            <input
              className="input"
              value={shown.minFirstDeposit}
              disabled={!canManage}
              onChange={(event) => change({ minFirstDeposit: event.target.value })}
            />
          </label>
          <label className="field">
            <span className="field-label">Invitee's valid bet at least</span>
            <input
              className="input"
              value={shown.minValidBet}
              disabled={!canManage}
              onChange={(event) => change({ minValidBet: event.target.value })}
            />
          </label>
          <label className="field">
            <span className="field-label">Paid into</span>
            <select
              className="input"
              value={shown.wallet}
              disabled={!canManage}
              onChange={(event) => change({ wallet: event.target.value === 'main' ? 'main' : 'bonus' })}
            >
              <option value="bonus">Bonus wallet</option>
              <option value="main">Main wallet</option>
            </select>
          </label>
          <label className="field">
            <span className="field-label">Wagering multiple</span>
            <input
              className="input"
              type="number"
              min={0}
              max={100}
              value={shown.wageringMultiple}
              disabled={!canManage}
              onChange={(event) => change({ wageringMultiple: Number(event.target.value) })}
            />
          </label>
          {canManage ? (
            <div className="field">
              <button
                type="button"
                className="btn btn-primary"
                disabled={!draft || save.isPending}
                onClick={submit}
                data-testid="referral-save"
              >
                Save terms
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {invitees.isError ? <ErrorBlock error={invitees.error} onRetry={() => void invitees.refetch()} /> : null}
      {invitees.data?.length === 0 ? <EmptyState title="No invitees yet" icon="members" /> : null}
      {invitees.data && invitees.data.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-dense" data-testid="referral-invitees">
            <thead>
              <tr>
                <th>Invitee</th>
                <th>Inviter</th>
                <th>Registered</th>
                <th>First deposit</th>
                <th>Valid bet</th>
                <th>Status</th>
                <th>Reward</th>
              </tr>
            </thead>
            <tbody>
              {invitees.data.map((row) => (
                <tr key={row.inviteeId}>
                  <td>{row.invitee}</td>
                  <td>{row.inviter}</td>
                  <td>{formatDateTime(row.registeredAt)}</td>
                  <td>{row.firstDeposit?.amount ?? '—'}</td>
                  <td>{row.validBet.amount}</td>
                  <td>
                    <Badge tone={STATUS_TONES[row.status]}>
                      {row.status}
                      {row.refusal ? `: same ${row.refusal.replaceAll('_', ' ')}` : ''}
                    </Badge>
                  </td>
                  <td>{row.reward?.amount ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

import { RISK_LEVELS, type RiskLevel } from '@fortuna/contracts/risk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { Badge } from '../../../ui/Badge';
import { formatDateTime } from '../../../ui/format';
import { Modal } from '../../../ui/Modal';
import { ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { fetchMemberRisk, fetchProtectionView, serviceKeys, setRiskLevel } from '../api/service.api';

const isLevel = (value: string): value is RiskLevel => (RISK_LEVELS as readonly string[]).includes(value);

/** A member's risk picture: linked accounts and what they share, the level (gates withdrawals and promotions), responsible-gaming state. */
export function MemberRiskCard({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const risk = useQuery({
    queryKey: serviceKeys.riskMember(accountId),
    queryFn: ({ signal }) => fetchMemberRisk(accountId, signal),
  });
  const protection = useQuery({
    queryKey: serviceKeys.protection(accountId),
    queryFn: ({ signal }) => fetchProtectionView(accountId, signal),
  });
  const [level, setLevel] = useState<RiskLevel | null>(null);
  const [note, setNote] = useState('');
  const save = useMutation({
    mutationFn: () => setRiskLevel(accountId, level ?? 'normal', note.trim()),
    onSuccess: (next) => {
      queryClient.setQueryData(serviceKeys.riskMember(accountId), next);
      setNote('');
      toast.success('Risk level saved');
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const exclusion = protection.data?.settings.exclusion;
  return (
    <Modal open title={risk.data ? `Risk: ${risk.data.username}` : 'Risk'} onClose={onClose} wide>
      {risk.isPending && <LoadingBlock />}
      {risk.isError && <ErrorBlock error={risk.error} onRetry={() => void risk.refetch()} />}
      {risk.data && (
        <div className="member-risk">
          <p>
            Level <Badge tone={risk.data.level === 'normal' ? 'neutral' : 'danger'}>{risk.data.level}</Badge>{' '}
            {risk.data.withdrawalsHeld && <Badge tone="danger">withdrawals held</Badge>}{' '}
            {risk.data.promotionsBlocked && <Badge tone="warning">no promotions</Badge>}
          </p>
          {exclusion && (
            <p className="cell-sub">
              Responsible gaming: {exclusion.kind.replace('_', ' ')} until{' '}
              {exclusion.until ? formatDateTime(exclusion.until) : 'permanent'} (staff cannot shorten it)
            </p>
          )}
          <h4>Linked accounts</h4>
          {risk.data.linkedAccounts.length === 0 ? (
            <p className="cell-sub">No shared device, address, payee account or phone.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th>Account</th>
                  <th>Shared</th>
                </tr>
              </thead>
              <tbody>
                {risk.data.linkedAccounts.map((linked) => (
                  <tr key={linked.accountId}>
                    <td className="cell-strong">{linked.username}</td>
                    <td>
                      {linked.signals.map((signal) => `${signal.signal.replace('_', ' ')} ${signal.value}`).join(' · ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h4>Set the level</h4>
          <div className="service-item__form">
            <select
              className="input input-sm"
              aria-label="Level"
              value={level ?? risk.data.level}
              onChange={(event) => isLevel(event.target.value) && setLevel(event.target.value)}
            >
              {RISK_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
            <input
              className="input"
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder="Why (required)"
            />
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={!note.trim() || save.isPending}
              onClick={() => save.mutate()}
            >
              Save
            </button>
          </div>
          <p className="cell-sub">
            watch: no promotions · high: no promotions, withdrawals held · blocked: the same, for confirmed abuse
          </p>
        </div>
      )}
    </Modal>
  );
}

import type { Contract } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/date-time';
import { type ContractAction, type ContractRole, contractActions, formatRateBp } from '../hooks/contract-model';
import { TierTable } from './TierTable';

interface ContractCardProps {
  contract: Contract;
  side: ContractRole;
  currencySymbol: string;
  isBusy: boolean;
  onAction: (contract: Contract, action: ContractAction) => void;
  testId: string;
}

const BUTTON_STYLES: Record<ContractAction, string> = {
  accept: 'btn btn--primary btn--small',
  reject: 'btn btn--secondary btn--small',
  terminate: 'btn btn--ghost btn--small contract-card__danger',
};

/** One contract: the other party, status, pending request, tiers and the caller's possible actions. */
export function ContractCard({ contract, side, currencySymbol, isBusy, onAction, testId }: ContractCardProps) {
  const { t } = useTranslation();
  const actions = contractActions(contract, side);
  const otherParty =
    side === 'downline' ? (contract.upline?.username ?? t('agentContracts.platform')) : contract.downline.username;
  const waiting = contract.pendingRequest !== null && contract.requestedBy !== null;

  return (
    <article className={`contract-card contract-card--${contract.status}`} data-testid={testId}>
      <header className="contract-card__head">
        <div>
          <p className="contract-card__party">
            {t(side === 'downline' ? 'agentContracts.upline' : 'agentContracts.downline')}:{' '}
            <strong data-testid="contract-party">{otherParty}</strong>
          </p>
          <p className="contract-card__meta">
            {t('agentContracts.maxRate')}: <strong>{formatRateBp(contract.maxRateBp)}</strong>
            {contract.period && ` · ${t(`agentContracts.periods.${contract.period}`)}`}
          </p>
        </div>
        <span className={`contract-status contract-status--${contract.status}`} data-testid="contract-status">
          {t(`agentContracts.statuses.${contract.status}`)}
        </span>
      </header>
      {waiting && contract.pendingRequest && contract.requestedBy && (
        <p className="contract-card__pending" data-testid="contract-pending">
          {t('agentContracts.pending', {
            request: t(`agentContracts.requests.${contract.pendingRequest}`),
            party: t(`agentContracts.requestedBy.${contract.requestedBy}`),
          })}
          {' · '}
          {t(actions.includes('accept') ? 'agentContracts.waitingForYou' : 'agentContracts.waitingForOther')}
        </p>
      )}
      <TierTable kind={contract.kind} tiers={contract.tiers} currencySymbol={currencySymbol} />
      <dl className="contract-card__dates">
        <div>
          <dt>{t('agentContracts.createdAt')}</dt>
          <dd>{formatDateTime(contract.createdAt)}</dd>
        </div>
        {contract.acceptedAt && (
          <div>
            <dt>{t('agentContracts.acceptedAt')}</dt>
            <dd>{formatDateTime(contract.acceptedAt)}</dd>
          </div>
        )}
        {contract.endedAt && (
          <div>
            <dt>{t('agentContracts.endedAt')}</dt>
            <dd>{formatDateTime(contract.endedAt)}</dd>
          </div>
        )}
      </dl>
      {actions.length > 0 && (
        <div className="contract-card__actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={BUTTON_STYLES[action]}
              disabled={isBusy}
              onClick={() => onAction(contract, action)}
              data-testid={`contract-${action}`}
            >
              {t(
                `agentContracts.actions.${action === 'terminate' && contract.status === 'offered' ? 'withdraw' : action}`,
              )}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}

import type { Downline } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { bpToPercent } from '../hooks/contract-tiers';

/** A downline's contracts as small chips: type, highest rate and status. */
export function DownlineContracts({ contracts }: { contracts: Downline['contracts'] }) {
  const { t } = useTranslation();
  if (contracts.length === 0) {
    return <span className="team-downline__none">{t('agentCentre.team.downlines.noContracts')}</span>;
  }
  return (
    <ul className="team-contract-chips">
      {contracts.map((contract) => (
        <li
          key={contract.id}
          className={`team-contract-chip team-contract-chip--${contract.status}`}
          data-testid={`downline-contract-${contract.kind}`}
          data-status={contract.status}
        >
          {t(`agentCentre.team.contractKinds.${contract.kind}`)} · {bpToPercent(contract.maxRateBp)}% ·{' '}
          {t(`agentCentre.team.contractStatuses.${contract.status}`)}
        </li>
      ))}
    </ul>
  );
}

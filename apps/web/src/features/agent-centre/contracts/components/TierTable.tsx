import type { ContractKind, ContractTier } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { formatMoneyValue } from '../../../bet-record/hooks/money-format';
import { formatRateBp } from '../hooks/contract-model';

/** A contract's tiers: the active members and team figure each needs, and its rate in percent. */
export function TierTable({
  kind,
  tiers,
  currencySymbol,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  currencySymbol: string;
}) {
  const { t } = useTranslation();
  const heads = {
    tier: t('agentContracts.tiers.tier'),
    members: t('agentContracts.tiers.minActiveMembers'),
    figure: t(kind === 'dividend' ? 'agentContracts.tiers.minNetLoss' : 'agentContracts.tiers.minValidBet'),
    rate: t('agentContracts.tiers.rate'),
  };
  return (
    <table className="tier-table" data-testid="contract-tiers">
      <caption className="visually-hidden">{t('agentContracts.tiers.title')}</caption>
      <thead>
        <tr>
          <th scope="col">{heads.tier}</th>
          <th scope="col">{heads.members}</th>
          <th scope="col">{heads.figure}</th>
          <th scope="col">{heads.rate}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tiers have no id and keep their order.
          <tr key={index}>
            <td>{index + 1}</td>
            <td>{tier.minActiveMembers}</td>
            <td>{formatMoneyValue(tier.minTeamFigure, currencySymbol)}</td>
            <td className="tier-table__rate" data-testid="contract-tier-rate">
              {formatRateBp(tier.rateBp)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import type { Downline } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/Icon';
import { formatMoneyValue, formatSignedMoney, localeTagOf, toneOf } from '../../../bet-record/hooks/money-format';
import { DownlineContracts } from './DownlineContracts';

interface DownlineRowProps {
  downline: Downline;
  currencySymbol: string;
  onOpenTeam: (downline: Downline) => void;
  onSetContract: (downline: Downline) => void;
}

/** One direct downline; an agent's row opens its team, and offers it a contract. */
export function DownlineRow({ downline, currencySymbol, onOpenTeam, onSetContract }: DownlineRowProps) {
  const { t, i18n } = useTranslation();
  const { figures, username, isAgent } = downline;
  const kind = isAgent ? 'agent' : 'member';
  const tone = toneOf(figures.profitLoss);
  const label = (column: 'teamSize' | 'validBet' | 'profitLoss' | 'deposits' | 'withdrawals' | 'contracts') =>
    t(`agentCentre.team.downlines.columns.${column}`);

  return (
    <tr
      className={`team-downline${isAgent ? ' team-downline--agent' : ''}`}
      onClick={isAgent ? () => onOpenTeam(downline) : undefined}
      data-testid={`downline-row-${username}`}
      data-kind={kind}
    >
      <th scope="row" className="team-downline__account">
        {isAgent ? (
          <button
            type="button"
            className="team-downline__open"
            onClick={(event) => {
              event.stopPropagation();
              onOpenTeam(downline);
            }}
            aria-label={t('agentCentre.team.downlines.openTeam', { username })}
            data-testid={`downline-open-${username}`}
          >
            <span className="team-downline__name">{username}</span>
            <Icon name="chevronRight" size={14} />
          </button>
        ) : (
          <span className="team-downline__name">{username}</span>
        )}
        <span className="team-downline__meta">
          <span className={`team-badge team-badge--${kind}`}>{t(`agentCentre.team.kinds.${kind}`)}</span>
          {downline.nickname && <span className="team-downline__nickname">{downline.nickname}</span>}
        </span>
      </th>
      <td className="team-downline__number" data-label={label('teamSize')}>
        {downline.teamSize.toLocaleString(localeTagOf(i18n.language))}
      </td>
      <td className="team-downline__number" data-label={label('validBet')}>
        {formatMoneyValue(figures.validBet, currencySymbol)}
      </td>
      <td className={`team-downline__number team-tone--${tone}`} data-label={label('profitLoss')}>
        {formatSignedMoney(figures.profitLoss, currencySymbol)}
      </td>
      <td className="team-downline__number" data-label={label('deposits')}>
        {formatMoneyValue(figures.deposits, currencySymbol)}
      </td>
      <td className="team-downline__number" data-label={label('withdrawals')}>
        {formatMoneyValue(figures.withdrawals, currencySymbol)}
      </td>
      <td className="team-downline__contracts" data-label={label('contracts')}>
        <DownlineContracts contracts={downline.contracts} />
      </td>
      <td className="team-downline__actions">
        {isAgent && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={(event) => {
              event.stopPropagation();
              onSetContract(downline);
            }}
            data-testid="downline-set-contract"
          >
            <Icon name="pencil" size={14} />
            {t('agentCentre.team.downlines.setContract')}
          </button>
        )}
      </td>
    </tr>
  );
}

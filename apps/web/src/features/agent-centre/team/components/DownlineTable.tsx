import type { Downline } from '@fortuna/contracts/agents';
import { useTranslation } from 'react-i18next';
import { DownlineRow } from './DownlineRow';

const COLUMNS = ['teamSize', 'validBet', 'profitLoss', 'deposits', 'withdrawals'] as const;

interface DownlineTableProps {
  list: readonly Downline[];
  currencySymbol: string;
  onOpenTeam: (downline: Downline) => void;
  onSetContract: (downline: Downline) => void;
}

/** The downlines as a table; a narrow panel shows each row as a card of labelled figures. */
export function DownlineTable({ list, currencySymbol, onOpenTeam, onSetContract }: DownlineTableProps) {
  const { t } = useTranslation();
  return (
    <div className="team-downlines__wrap">
      <table className="team-downlines__table" data-testid="downline-table">
        <caption className="visually-hidden">{t('agentCentre.team.downlines.label')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('agentCentre.team.downlines.columns.account')}</th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="team-downline__number">
                {t(`agentCentre.team.downlines.columns.${column}`)}
              </th>
            ))}
            <th scope="col">{t('agentCentre.team.downlines.columns.contracts')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('agentCentre.team.downlines.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((downline) => (
            <DownlineRow
              key={downline.id}
              downline={downline}
              currencySymbol={currencySymbol}
              onOpenTeam={onOpenTeam}
              onSetContract={onSetContract}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

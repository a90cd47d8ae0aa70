import type { BetRecord } from '@fortuna/contracts/bet-records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-time';
import { Icon } from '../../../ui/Icon';
import { formatMoneyValue, formatSignedMoney, toneOf } from '../hooks/money-format';
import { RoundId } from './RoundId';
import '../../../i18n/account-texts';

interface BetRecordTableProps {
  records: BetRecord[];
  currencySymbol: string;
  /** The record whose replay link is being fetched. */
  replayingId: number | null;
  onReplay: (record: BetRecord) => void;
}

/** The rounds of one page: a table on wide screens, a card per round on narrow ones. */
export function BetRecordTable({ records, currencySymbol, replayingId, onReplay }: BetRecordTableProps) {
  const { t } = useTranslation();
  const headings = {
    time: t('betRecord.columns.time'),
    game: t('betRecord.columns.game'),
    roundId: t('betRecord.columns.roundId'),
    stake: t('betRecord.columns.stake'),
    payout: t('betRecord.columns.payout'),
    amounts: t('betRecord.columns.amounts'),
    profit: t('betRecord.columns.profit'),
    status: t('betRecord.columns.status'),
    actions: t('betRecord.columns.actions'),
  };

  return (
    <div className="bet-table-wrap">
      <table className="bet-table" data-testid="bet-record-table">
        <thead>
          <tr>
            <th scope="col">{headings.game}</th>
            <th scope="col">{headings.time}</th>
            <th scope="col">{headings.roundId}</th>
            <th scope="col" className="bet-table__number">
              {headings.amounts}
            </th>
            <th scope="col" className="bet-table__number">
              {headings.profit}
            </th>
            <th scope="col">{headings.status}</th>
            <th scope="col">
              <span className="visually-hidden">{headings.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            // Demo rounds are in play money: no currency symbol for them.
            const symbol = record.isTrial ? '' : currencySymbol;
            const tone = toneOf(record.profit);
            const [day, time] = formatDateTime(record.startedAt).split(' ');
            const isReplaying = replayingId === record.id;
            return (
              <tr
                key={record.id}
                className={`bet-row bet-row--${record.status}`}
                data-testid="bet-record-row"
                data-record-id={record.id}
                data-status={record.status}
              >
                <td className="bet-row__game" data-testid="bet-record-game">
                  <span className="bet-row__game-name" title={record.gameName}>
                    {record.gameName}
                  </span>
                  <span className="bet-table__sub" data-testid="bet-record-vendor">
                    {record.vendorName || record.vassalage}
                  </span>
                </td>
                <td data-label={headings.time} className="bet-row__time">
                  <span>{day}</span> <span className="bet-table__sub">{time}</span>
                </td>
                <td data-label={headings.roundId} className="bet-row__round">
                  <RoundId roundId={record.roundId} />
                </td>
                <td className="bet-table__number bet-row__amounts">
                  <span className="bet-amount">
                    <span className="bet-amount__label">{headings.stake}</span>
                    <span data-testid="bet-record-stake">{formatMoneyValue(record.stake, symbol)}</span>
                  </span>
                  <span className="bet-amount bet-amount--payout">
                    <span className="bet-amount__label">{headings.payout}</span>
                    <span data-testid="bet-record-payout">{formatMoneyValue(record.payout, symbol)}</span>
                  </span>
                </td>
                <td
                  data-label={headings.profit}
                  className={`bet-table__number bet-row__profit money--${tone}`}
                  data-testid="bet-record-profit"
                  data-tone={tone}
                >
                  {formatSignedMoney(record.profit, symbol)}
                </td>
                <td className="bet-row__status">
                  <span className={`bet-status bet-status--${record.status}`} data-testid="bet-record-status">
                    {t(`betRecord.statuses.${record.status}`)}
                  </span>
                  {record.isTrial && (
                    <span className="bet-demo" title={t('betRecord.demoLabel')}>
                      {t('betRecord.demo')}
                    </span>
                  )}
                </td>
                <td className="bet-row__actions">
                  {record.canReplay && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small bet-row__replay"
                      onClick={() => onReplay(record)}
                      disabled={replayingId !== null}
                      aria-busy={isReplaying}
                      aria-label={t('betRecord.replayOf', { id: record.roundId })}
                      title={t('betRecord.replay')}
                      data-testid="bet-record-replay"
                    >
                      <Icon
                        name={isReplaying ? 'refresh' : 'play'}
                        size={13}
                        className={isReplaying ? 'spin' : undefined}
                      />
                      <span className="bet-row__replay-label">{t('betRecord.replay')}</span>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

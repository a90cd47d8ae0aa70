import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { baccaratInputChoices } from '../stored-choices';
import type { GameModule, ReplayProps } from '../types';
import { BaccaratHands } from './BaccaratHands';
import { BaccaratPaytable } from './BaccaratPaytable';
import { BaccaratPlay } from './BaccaratPlay';
import { BaccaratTable, type SpotResult } from './BaccaratTable';
import { betResults } from './coup';
import { asBaccaratDetail, type BaccaratBet } from './detail';
import './baccarat.css';
import './baccarat-table.css';
import './baccarat-controls.css';
import './bead-road.css';

const OUTCOME_KEYS = { win: 'baccarat.won', push: 'baccarat.push', lose: 'baccarat.lost' } as const;

function BaccaratReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const coup = asBaccaratDetail(detail);
  if (!coup) return <RawDetail detail={detail} />;
  const lines = betResults(coup);
  const amounts: Record<BaccaratBet, bigint> = { player: 0n, banker: 0n, tie: 0n, playerPair: 0n, bankerPair: 0n };
  const results: Partial<Record<BaccaratBet, SpotResult>> = {};
  for (const line of lines) {
    amounts[line.bet] = line.amount;
    results[line.bet] = { outcome: line.outcome, payout: line.payout };
  }
  const smallest = lines.reduce((min, line) => (min === 0n || line.amount < min ? line.amount : min), 0n);
  const denominations = smallest > 0n ? [smallest, smallest * 5n, smallest * 25n, smallest * 100n] : [1n];
  return (
    <div className={`baccarat-replay${compact ? ' baccarat-replay--compact' : ''}`}>
      <BaccaratHands
        player={coup.player}
        banker={coup.banker}
        playerTotal={coup.playerTotal}
        bankerTotal={coup.bankerTotal}
        winner={coup.winner}
        playerPair={coup.playerPair}
        bankerPair={coup.bankerPair}
      />
      <p className="baccarat-replay__result">
        <strong>
          {coup.winner === 'tie'
            ? t('baccarat.tieResult')
            : t('baccarat.sideWins', { side: t(coup.winner === 'player' ? 'baccarat.player' : 'baccarat.banker') })}
        </strong>{' '}
        <span className={payout > 0n ? 'text-win big-number' : 'big-number'}>{formatMinor(payout, currency)}</span>
      </p>
      {!compact && (
        <BaccaratTable amounts={amounts} denominations={denominations} currency={currency} results={results} />
      )}
      <table className="table table--compact">
        <thead>
          <tr>
            <th>{t('baccarat.betColumn')}</th>
            <th>{t('money.stake')}</th>
            <th>{t('money.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.bet} className={line.outcome === 'win' ? 'is-win' : ''}>
              <td>
                {t(`baccarat.bet.${line.bet}`)} <span className="muted small">{t(OUTCOME_KEYS[line.outcome])}</span>
              </td>
              <td>{formatMinor(line.amount, currency)}</td>
              <td className={line.outcome === 'win' ? 'text-win' : 'muted'}>{formatMinor(line.payout, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const baccaratModule: GameModule = {
  Play: BaccaratPlay,
  Replay: BaccaratReplay,
  Paytable: BaccaratPaytable,
  summarize(round, t) {
    const coup = asBaccaratDetail(round.detail);
    if (!coup) return '';
    const winner =
      coup.winner === 'tie'
        ? t('baccarat.tieResult')
        : t('baccarat.sideWins', { side: t(coup.winner === 'player' ? 'baccarat.player' : 'baccarat.banker') });
    return `${winner} ${coup.playerTotal}–${coup.bankerTotal}`;
  },
  exampleChoices: { player: '1000', tie: '100' },
  inputChoices: baccaratInputChoices,
};

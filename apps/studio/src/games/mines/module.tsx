import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { TechnicalLines } from '../common/TechnicalLines';
import { textField } from '../paytable-json';
import { minesInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { asMinesView } from './detail';
import { MinesGrid } from './MinesGrid';
import { MinesPlay } from './MinesPlay';
import { multiplierTable, safeTiles, shortMultiplier, tileStates } from './mines-maths';
import './mines.css';

function MinesReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const view = asMinesView(detail);
  if (!view) return <RawDetail detail={detail} />;
  return (
    <div className={`mines-replay${compact ? ' mines-replay--compact' : ''}`}>
      <MinesGrid tiles={tileStates(view)} compact />
      <dl className="facts facts--inline">
        <dt>{t('mines.mines')}</dt>
        <dd>{view.mines}</dd>
        <dt>{t('mines.gemsFound')}</dt>
        <dd>{view.revealed.length}</dd>
        <dt>{t('mines.multiplier')}</dt>
        <dd>×{view.multiplier}</dd>
        <dt>{t('money.payout')}</dt>
        <dd className={payout > 0n ? 'text-win' : undefined}>{formatMinor(payout, currency)}</dd>
      </dl>
    </div>
  );
}

/** Mine counts shown in the paytable's multiplier table. */
const TABLE_MINES = [1, 3, 5, 10, 24] as const;
const TABLE_ROWS = 10;

function MinesPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const table = multiplierTable(TABLE_MINES, TABLE_ROWS);
  const technical = [
    textField(paytable, 'multiplier', 'formula'),
    textField(paytable, 'multiplier', 'exact'),
    textField(paytable, 'payout'),
    textField(paytable, 'layout'),
  ];
  return (
    <div className="paytable mines-paytable">
      <p>{t('mines.rules')}</p>
      <p className="mines-paytable__formula">
        <strong>{t('mines.formulaTitle')}</strong> {t('mines.formula')}
      </p>
      <h3>{t('mines.tableTitle')}</h3>
      <div className="mines-paytable__scroll">
        <table className="table table--compact mines-paytable__table">
          <caption>{t('mines.tableCaption')}</caption>
          <thead>
            <tr>
              <th>{t('mines.gemsFound')}</th>
              {TABLE_MINES.map((mines) => (
                <th key={mines}>{mines}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the row is the number of gems found.
              <tr key={i}>
                <td>{i + 1}</td>
                {row.map((cell, j) => (
                  <td key={TABLE_MINES[j]}>{cell ? shortMultiplier(cell) : '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small muted">{t('mines.tableNote', { max: safeTiles(1) })}</p>
      <TechnicalLines lines={technical} />
    </div>
  );
}

export const minesModule: GameModule = {
  Play: MinesPlay,
  Replay: MinesReplay,
  Paytable: MinesPaytable,
  interactive: true,
  awaitsPlayer(round) {
    return asMinesView(round.detail)?.status === 'playing';
  },
  summarize(round, t) {
    const view = asMinesView(round.detail);
    if (!view) return '';
    const parts = [`${t('mines.mines')} ${view.mines}`, `${t('mines.gemsFound')} ${view.revealed.length}`];
    if (view.status === 'busted') parts.push(t('mines.bustedShort'));
    else if (view.status === 'cashed') parts.push(`×${shortMultiplier(view.multiplier)}`);
    return parts.join(' · ');
  },
  exampleChoices: { stake: '100', mines: 3, tiles: [0, 6, 12] },
  inputChoices: minesInputChoices,
};

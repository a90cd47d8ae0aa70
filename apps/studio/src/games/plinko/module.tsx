import { useId, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { RawDetail } from '../common/RawDetail';
import { TechnicalLines } from '../common/TechnicalLines';
import { textField } from '../paytable-json';
import { plinkoInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { boardLayout, flightPoints } from './board';
import { asPlinkoDetail } from './detail';
import { PlinkoBoard } from './PlinkoBoard';
import { PlinkoPlay } from './PlinkoPlay';
import {
  bucketChance,
  bucketPays,
  multiplierText,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
} from './plinko-maths';
import './plinko.css';

function PlinkoReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const plinko = asPlinkoDetail(detail);
  if (!plinko) return <RawDetail detail={detail} />;
  const layout = boardLayout(plinko.rows);
  const trail = flightPoints(layout, plinko.path);
  return (
    <div className={`plinko-replay${compact ? ' plinko-replay--compact' : ''}`}>
      <PlinkoBoard
        layout={layout}
        pays={bucketPays(null, plinko.rows, plinko.risk)}
        landed={plinko.bucket}
        trail={trail}
        ball={trail[trail.length - 1] ?? null}
        compact={compact}
        label={t('plinko.boardLabel', { rows: plinko.rows })}
      />
      <dl className="facts facts--inline">
        <dt>{t('plinko.rows')}</dt>
        <dd>{plinko.rows}</dd>
        <dt>{t('plinko.risk')}</dt>
        <dd>{t(`plinko.risk.${plinko.risk}`)}</dd>
        <dt>{t('plinko.multiplier')}</dt>
        <dd>×{multiplierText(plinko.multiplierHundredths)}</dd>
        <dt>{t('money.payout')}</dt>
        <dd className={payout > 0n ? 'text-win' : undefined}>{formatMinor(payout, currency)}</dd>
      </dl>
    </div>
  );
}

function PlinkoPaytable({ paytable }: PaytableProps) {
  const { t } = useI18n();
  const id = useId();
  const [rows, setRows] = useState(12);
  const technical = [
    textField(paytable, 'path'),
    textField(paytable, 'bucketProbability'),
    textField(paytable, 'payout'),
  ];
  const tables = PLINKO_RISKS.map((risk) => bucketPays(paytable, rows, risk));
  return (
    <div className="paytable plinko-paytable">
      <p>{t('plinko.rules')}</p>
      <div className="plinko-paytable__rows">
        <label className="field-label" htmlFor={id}>
          {t('plinko.rows')}
        </label>
        <select id={id} value={rows} onChange={(event) => setRows(Number(event.target.value))}>
          {Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) => PLINKO_MIN_ROWS + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <table className="table table--compact">
        <thead>
          <tr>
            <th>{t('plinko.bucket')}</th>
            <th>{t('plinko.chance')}</th>
            {PLINKO_RISKS.map((risk) => (
              <th key={risk}>{t(`plinko.risk.${risk}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows + 1 }, (_, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: buckets are positions.
            <tr key={k}>
              <td>{k}</td>
              <td>{(bucketChance(rows, k) * 100).toPrecision(3)}%</td>
              {tables.map((pays, i) => (
                <td key={PLINKO_RISKS[i]}>×{multiplierText(pays[k] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <TechnicalLines lines={technical} />
    </div>
  );
}

export const plinkoModule: GameModule = {
  Play: PlinkoPlay,
  Replay: PlinkoReplay,
  Paytable: PlinkoPaytable,
  summarize(round, t) {
    const plinko = asPlinkoDetail(round.detail);
    if (!plinko) return '';
    return `${plinko.rows} ${t('plinko.rows').toLowerCase()} · ${t(`plinko.risk.${plinko.risk}`)} · ×${multiplierText(plinko.multiplierHundredths)}`;
  },
  exampleChoices: { stake: '100', rows: 12, risk: 'medium' },
  inputChoices: plinkoInputChoices,
};

import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { ExamplePayTable } from '../common/ExamplePayTable';
import { RawDetail } from '../common/RawDetail';
import { TechnicalLines } from '../common/TechnicalLines';
import { numberField, textField } from '../paytable-json';
import { diceInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { DicePlay } from './DicePlay';
import { DiceTrack } from './DiceTrack';
import { asDiceDetail } from './detail';
import { diceQuote, hundredthsText } from './dice-maths';
import './dice.css';

function DiceReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const dice = asDiceDetail(detail);
  if (!dice) return <RawDetail detail={detail} />;
  const roll = Math.round(dice.roll * 100);
  const target = Math.round(dice.target * 100);
  return (
    <div className={`dice-replay${compact ? ' dice-replay--compact' : ''}`}>
      <div className={`dice__roll ${dice.win ? 'is-win' : 'is-lose'}`}>
        <span className="dice__roll-value">{hundredthsText(roll)}</span>
        <span className="dice__roll-verdict">
          {dice.win ? `${t('money.win')} ${formatMinor(payout, currency)}` : '—'}
        </span>
      </div>
      <DiceTrack direction={dice.direction} target={target} roll={roll} win={dice.win} />
      <dl className="facts facts--inline">
        <dt>{dice.direction === 'under' ? t('dice.under') : t('dice.over')}</dt>
        <dd>{hundredthsText(target)}</dd>
        <dt>{t('dice.chance')}</dt>
        <dd>{dice.chance.toFixed(2)}%</dd>
        <dt>{t('dice.multiplier')}</dt>
        <dd>×{dice.multiplier}</dd>
      </dl>
    </div>
  );
}

const EXAMPLE_CHANCES = [100, 500, 1000, 2500, 4950, 5000, 7500, 9000, 9800];

function DicePaytable({ paytable, currency }: PaytableProps) {
  const { t } = useI18n();
  const minChance = numberField(paytable, 'chance', 'min') ?? 0.01;
  const maxChance = numberField(paytable, 'chance', 'max') ?? 98;
  const rollMin = numberField(paytable, 'roll', 'min') ?? 0;
  const rollMax = numberField(paytable, 'roll', 'max') ?? 100;
  const technical = [
    textField(paytable, 'roll', 'formula'),
    textField(paytable, 'multiplier', 'formula'),
    textField(paytable, 'payout'),
    textField(paytable, 'houseEdge'),
  ];
  const stake = 10_000n;
  return (
    <div className="paytable">
      <p>{t('dice.rules')}</p>
      <dl className="facts">
        <dt>{t('dice.roll')}</dt>
        <dd>
          {rollMin.toFixed(2)} – {rollMax.toFixed(2)}
        </dd>
        <dt>{t('dice.chance')}</dt>
        <dd>
          {minChance.toFixed(2)}% – {maxChance.toFixed(2)}%
        </dd>
      </dl>
      <ExamplePayTable
        title={t('dice.exampleTable')}
        columns={[t('dice.chance'), t('dice.under'), t('dice.multiplier')]}
        stake={stake}
        currency={currency}
      >
        {EXAMPLE_CHANCES.map((chance) => {
          const quote = diceQuote('under', chance, stake);
          return (
            <tr key={chance}>
              <td>{quote.chanceText}%</td>
              <td>&lt; {hundredthsText(chance)}</td>
              <td>×{quote.multiplierText}</td>
              <td>{formatMinor(quote.payoutOnWin, currency)}</td>
            </tr>
          );
        })}
      </ExamplePayTable>
      <TechnicalLines lines={technical} />
    </div>
  );
}

export const diceModule: GameModule = {
  Play: DicePlay,
  Replay: DiceReplay,
  Paytable: DicePaytable,
  summarize(round, t) {
    const dice = asDiceDetail(round.detail);
    if (!dice) return '';
    const side = dice.direction === 'under' ? '<' : '>';
    return `${t('dice.roll')} ${dice.roll.toFixed(2)} · ${side} ${dice.target.toFixed(2)}`;
  },
  exampleChoices: { stake: '100', direction: 'under', target: '50.00' },
  inputChoices: diceInputChoices,
};

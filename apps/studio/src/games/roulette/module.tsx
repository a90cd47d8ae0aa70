import { useEffect, useMemo, useRef } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor, steppedValues } from '../../lib/money';
import { useMediaQuery } from '../../lib/motion';
import { RawDetail } from '../common/RawDetail';
import { TechnicalLines } from '../common/TechnicalLines';
import { arrayField, numberField, record, textField } from '../paytable-json';
import { rouletteInputChoices } from '../stored-choices';
import type { GameModule, PaytableProps, ReplayProps } from '../types';
import { betKey, colourOf, type PlacedBet, type RouletteBet } from './board';
import { asRouletteDetail } from './detail';
import { betLabel, RouletteBoard } from './RouletteBoard';
import { PHONE_BOARD_QUERY, PocketBadge, RoulettePlay } from './RoulettePlay';
import { RouletteWheel, type WheelHandle } from './RouletteWheel';
import './roulette.css';

function RouletteReplay({ detail, currency, payout, compact }: ReplayProps) {
  const { t } = useI18n();
  const phone = useMediaQuery(PHONE_BOARD_QUERY);
  const roulette = asRouletteDetail(detail);
  const wheel = useRef<WheelHandle>(null);
  const pocket = roulette?.pocket ?? null;
  useEffect(() => {
    if (pocket !== null) wheel.current?.show(pocket);
  }, [pocket]);
  const stacks = useMemo(() => {
    const map = new Map<string, PlacedBet>();
    for (const chip of roulette?.chips ?? []) {
      const amount = readMinor(chip.amount) ?? 0n;
      const key = betKey(chip.bet);
      const existing = map.get(key);
      if (existing) existing.amount += amount;
      else map.set(key, { bet: chip.bet, amount });
    }
    return map;
  }, [roulette]);
  if (!roulette) return <RawDetail detail={detail} />;
  const amounts = [...stacks.values()].map((stack) => stack.amount);
  const smallest = amounts.reduce((min, a) => (a < min ? a : min), amounts[0] ?? 1n);
  const winningKeys = new Set(roulette.chips.filter((chip) => chip.win).map((chip) => betKey(chip.bet)));
  return (
    <div className={`roulette-replay${compact ? ' roulette-replay--compact' : ''}`}>
      <div className="roulette-replay__head">
        {!compact && (
          <div className="roulette-replay__wheel">
            <RouletteWheel ref={wheel} initialPocket={roulette.pocket} />
          </div>
        )}
        <div className="roulette-replay__result">
          <PocketBadge pocket={roulette.pocket} large />
          <strong className={payout > 0n ? 'text-win big-number' : 'big-number'}>
            {formatMinor(payout, currency)}
          </strong>
        </div>
      </div>
      {!compact && (
        <RouletteBoard
          orientation={phone ? 'down' : 'across'}
          stacks={stacks}
          denominations={steppedValues(smallest > 0n ? smallest : 1n, 10n ** 18n, 6)}
          currency={currency}
          pocket={roulette.pocket}
          winningKeys={winningKeys}
          settled
        />
      )}
      <table className="table table--compact">
        <thead>
          <tr>
            <th>{t('roulette.bet')}</th>
            <th>{t('money.stake')}</th>
            <th>{t('money.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {roulette.chips.map((chip) => (
            <tr key={betKey(chip.bet)} className={chip.win ? 'is-win' : ''}>
              <td>
                {betLabel(chip.bet, t)} <span className="muted">{chip.odds}:1</span>
              </td>
              <td>{formatMinor(readMinor(chip.amount) ?? 0n, currency)}</td>
              <td className={chip.win ? 'text-win' : 'muted'}>{formatMinor(readMinor(chip.payout) ?? 0n, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const BET_EXAMPLES: Record<string, RouletteBet> = {
  straight: { type: 'straight', numbers: [17] },
  split: { type: 'split', numbers: [17, 20] },
  street: { type: 'street', numbers: [16, 17, 18] },
  trio: { type: 'trio', numbers: [0, 1, 2] },
  corner: { type: 'corner', numbers: [17, 18, 20, 21] },
  'first-four': { type: 'first-four', numbers: [0, 1, 2, 3] },
  'six-line': { type: 'six-line', numbers: [16, 17, 18, 19, 20, 21] },
  dozen: { type: 'dozen', dozen: 2 },
  column: { type: 'column', column: 1 },
};

function RoulettePaytable({ paytable }: PaytableProps) {
  const { t, language } = useI18n();
  // The paytable's notes are the server's English; other languages get the translated rules only.
  const showNotes = language === 'EN';
  const bets = arrayField(paytable, 'bets').flatMap((entry) => {
    const bet = record(entry);
    const type = bet ? textField(bet, 'type') : null;
    const odds = bet ? numberField(bet, 'odds') : null;
    const covers = bet ? numberField(bet, 'covers') : null;
    return type && odds !== null ? [{ type, odds, covers, note: bet ? textField(bet, 'note') : null }] : [];
  });
  const variant = textField(paytable, 'variant');
  const payoutRule = textField(paytable, 'payout');
  return (
    <div className="paytable">
      <p>{t('roulette.rules')}</p>
      <p className="muted small">{t('roulette.betsHelp')}</p>
      <table className="table">
        <thead>
          <tr>
            <th>{t('roulette.bet')}</th>
            <th>{t('roulette.covers')}</th>
            <th>{t('roulette.odds')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            const example = BET_EXAMPLES[bet.type];
            const known = (
              [
                'straight',
                'split',
                'street',
                'trio',
                'corner',
                'first-four',
                'six-line',
                'dozen',
                'column',
                'red',
                'black',
                'odd',
                'even',
                'low',
                'high',
              ] as const
            ).find((type) => type === bet.type);
            return (
              <tr key={bet.type}>
                <td>
                  <strong>{known ? t(`bet.${known}`) : bet.type}</strong>
                  {example && 'numbers' in example && (
                    <span className="muted small"> · {example.numbers.join('·')}</span>
                  )}
                  {showNotes && bet.note && <div className="muted small">{bet.note}</div>}
                </td>
                <td>{bet.covers ?? '—'}</td>
                <td>{bet.odds}:1</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <TechnicalLines lines={[variant || null, payoutRule || null]} />
    </div>
  );
}

export const rouletteModule: GameModule = {
  Play: RoulettePlay,
  Replay: RouletteReplay,
  Paytable: RoulettePaytable,
  summarize(round, t) {
    const roulette = asRouletteDetail(round.detail);
    if (!roulette) return '';
    return `${roulette.pocket} ${t(`colour.${colourOf(roulette.pocket)}`)}`;
  },
  exampleChoices: {
    chips: [
      { bet: { type: 'red' }, amount: '100' },
      { bet: { type: 'split', numbers: [17, 20] }, amount: '50' },
    ],
  },
  inputChoices: rouletteInputChoices,
};

import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import type { DiceDetail } from '@fortuna/games/studio/dice/dice';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { countUp, useReducedMotion, wait } from '../../lib/motion';
import { PlayButton } from '../common/PlayButton';
import { SegmentButtons } from '../common/SegmentButtons';
import { coversAmount, SlipStake } from '../common/stake';
import type { PlayProps } from '../types';
import { DiceTrack } from './DiceTrack';
import { asDiceDetail } from './detail';
import {
  clampTarget,
  type DiceDirection,
  diceChoices,
  diceQuote,
  flipDirection,
  hundredthsText,
  parseTarget,
} from './dice-maths';

interface Result {
  id: string;
  roll: number;
  win: boolean;
}

const RESULTS_SHOWN = 14;
const DIRECTIONS = ['under', 'over'] as const;

export function DicePlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [targetText, setTargetText] = useState('50.00');
  const [roll, setRoll] = useState<number | null>(null);
  const [shownRoll, setShownRoll] = useState<number | null>(null);
  const [win, setWin] = useState<boolean | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const [lastPayout, setLastPayout] = useState(0n);
  const abort = useRef<AbortController | null>(null);
  const { stake, currency, busy, sound } = ctl;
  const quote = diceQuote(direction, target, stake);

  useEffect(() => () => abort.current?.abort(), []);

  const changeTarget = (hundredths: number) => {
    const next = clampTarget(direction, hundredths);
    setTarget(next);
    setTargetText(hundredthsText(next));
  };

  const flip = () => {
    sound.play('click');
    const next = flipDirection(direction, target);
    setDirection(next.direction);
    setTarget(next.target);
    setTargetText(hundredthsText(next.target));
  };

  const reveal = async (answer: PlayRoundAnswer) => {
    const detail = asDiceDetail(answer.round.detail);
    const controller = new AbortController();
    abort.current = controller;
    if (detail) {
      const rollHundredths = Math.round(detail.roll * 100);
      const slide = reduced ? 0 : 650;
      setWin(null);
      setRoll(rollHundredths);
      sound.play('tick');
      const from = BigInt(shownRoll ?? 5000);
      let ticks = 0;
      await countUp(
        from,
        BigInt(rollHundredths),
        slide,
        (value) => {
          setShownRoll(Number(value));
          if (++ticks % 6 === 0) sound.play('tick');
        },
        controller.signal,
      );
      setWin(detail.win);
      setLastPayout(readMinor(answer.round.payout) ?? 0n);
      sound.play(detail.win ? 'win' : 'lose');
      setResults((list) =>
        [{ id: answer.round.roundId, roll: rollHundredths, win: detail.win }, ...list].slice(0, RESULTS_SHOWN),
      );
      await wait(reduced ? 0 : 150, controller.signal);
    }
    ctl.settle(answer);
  };

  const rollDice = () => {
    if (busy) return;
    sound.play('click');
    if (!coversAmount(ctl, stake)) return;
    ctl.play(diceChoices(direction, target, stake), stake, (answer) => {
      void reveal(answer);
    });
  };

  const rolling = ctl.phase === 'sending' || ctl.phase === 'revealing';
  const rollClass = win === null ? '' : win ? ' is-win' : ' is-lose';
  return (
    <div className="dice game-layout game-layout--split">
      <section className="dice__stage game-panel">
        <ol className="results-strip" aria-label={t('dice.results')}>
          {results.map((result) => (
            <li key={result.id} className={result.win ? 'is-win' : 'is-lose'}>
              {hundredthsText(result.roll)}
            </li>
          ))}
        </ol>
        <div className={`dice__roll${rollClass}`} aria-live="polite" data-testid="dice-roll">
          <span className={`dice__roll-value${shownRoll === null ? ' is-idle' : ''}`}>
            {shownRoll === null ? '50.00' : hundredthsText(shownRoll)}
          </span>
          {win !== null && (
            <span className="dice__roll-verdict">
              {win ? `${t('money.win')} ${formatMinor(lastPayout, currency)}` : '—'}
            </span>
          )}
        </div>
        <DiceTrack
          direction={direction}
          target={target}
          roll={roll}
          win={win}
          onTarget={changeTarget}
          disabled={busy}
          slideMs={reduced ? 0 : 650}
        />
      </section>

      <section className="dice__slip game-panel game-layout__lead">
        <div className="dice__stats">
          <div className="stat">
            <span className="stat__label">{t('dice.multiplier')}</span>
            <span className="stat__value" data-testid="dice-multiplier">
              ×{quote.multiplierText}
            </span>
          </div>
          <div className="stat stat--input">
            <label className="stat__label" htmlFor="dice-target">
              {direction === 'under' ? t('dice.under') : t('dice.over')}
            </label>
            <div className="stat__field">
              <input
                id="dice-target"
                inputMode="decimal"
                value={targetText}
                disabled={busy}
                onChange={(event) => setTargetText(event.target.value)}
                onBlur={() => {
                  const parsed = parseTarget(targetText);
                  changeTarget(parsed ?? target);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.currentTarget.blur();
                }}
              />
            </div>
          </div>
          <div className="stat">
            <span className="stat__label">{t('dice.chance')}</span>
            <span className="stat__value" data-testid="dice-chance">
              {quote.chanceText}%
            </span>
          </div>
        </div>

        <fieldset className="segmented">
          <legend className="visually-hidden">{t('dice.target')}</legend>
          <SegmentButtons
            values={DIRECTIONS}
            current={direction}
            onPick={flip}
            label={(value) => (value === 'under' ? t('dice.under') : t('dice.over'))}
            disabled={busy}
          />
        </fieldset>

        <SlipStake ctl={ctl} disabled={busy} />

        <div className="payout-line">
          <span>{t('dice.payoutOnWin')}</span>
          <strong data-testid="dice-payout">{formatMinor(quote.payoutOnWin, currency)}</strong>
        </div>

        <PlayButton onClick={rollDice} disabled={busy}>
          {rolling ? t('dice.rolling') : t('dice.roll')}
        </PlayButton>
      </section>
    </div>
  );
}

export type { DiceDetail };

import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { compactMinor, formatMinor, playableMax, readMinor, steppedValues } from '../../lib/money';
import { useMediaQuery, useReducedMotion, wait } from '../../lib/motion';
import { Icon } from '../../ui/Icon';
import type { PlayProps } from '../types';
import {
  type BoardOrientation,
  betKey,
  colourOf,
  maxPayoutOf,
  type Placement,
  type RouletteBet,
  rouletteChoices,
  stacksOf,
  totalOf,
} from './board';
import { Chip } from './Chip';
import { asRouletteDetail } from './detail';
import { type PickerType, RouletteBoard } from './RouletteBoard';
import { RouletteWheel, type WheelHandle } from './RouletteWheel';

const PICKER_TYPES: PickerType[] = ['auto', 'straight', 'split', 'street', 'corner', 'six-line', 'trio', 'first-four'];
const MAX_POSITIONS = 200;

interface Outcome {
  pocket: number;
  winningKeys: Set<string>;
  payout: bigint;
}

export const PHONE_BOARD_QUERY = '(max-width: 719px)';
export const SHORT_SCREEN_QUERY = '(max-height: 560px) and (orientation: landscape)';

export function PocketBadge({ pocket, large = false }: { pocket: number; large?: boolean }) {
  const { t } = useI18n();
  return (
    <span
      className={`pocket pocket--${colourOf(pocket)}${large ? ' pocket--large' : ''}`}
      title={t(`colour.${colourOf(pocket)}`)}
    >
      {pocket}
    </span>
  );
}

export function RoulettePlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const phone = useMediaQuery(PHONE_BOARD_QUERY);
  const short = useMediaQuery(SHORT_SCREEN_QUERY);
  const orientation: BoardOrientation = phone ? 'down' : 'across';
  // Phones (upright or sideways): the wheel comes up over the table only while it spins.
  const overlayWheel = phone || short;
  const wheel = useRef<WheelHandle>(null);
  const [placements, setPlacements] = useState<Placement[]>([]);
  const [lastBet, setLastBet] = useState<Placement[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pockets, setPockets] = useState<{ id: string; pocket: number }[]>([]);
  const [picker, setPicker] = useState<PickerType>('auto');
  const [notice, setNotice] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);
  const { currency, sound, busy, setStake } = ctl;

  const denominations = useMemo(() => steppedValues(ctl.minStake, ctl.maxStake, 6), [ctl.minStake, ctl.maxStake]);
  const [chipIndex, setChipIndex] = useState(0);
  const chipValue = denominations[Math.min(chipIndex, denominations.length - 1)] ?? ctl.minStake;
  const stacks = useMemo(() => stacksOf(placements), [placements]);
  const total = totalOf(placements);
  const showingResult = outcome !== null;

  useEffect(() => setStake(total), [total, setStake]);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2600);
    return () => clearTimeout(timer);
  }, [notice]);

  /** A new bet starts once the player touches the board after a result. */
  const freshPlacements = (): Placement[] => {
    if (!showingResult) return placements;
    setOutcome(null);
    return [];
  };

  const limit = playableMax({ min: ctl.minStake, max: ctl.maxStake, balance: ctl.balance });

  const place = (bet: RouletteBet) => {
    if (busy) return;
    const current = freshPlacements();
    const key = betKey(bet);
    const positions = stacksOf(current);
    if (!positions.has(key) && positions.size >= MAX_POSITIONS) {
      setNotice(t('roulette.maxChips'));
      return;
    }
    if (totalOf(current) + chipValue > limit) {
      setNotice(t('roulette.tooMuch'));
      setPlacements(current);
      return;
    }
    sound.play('chip');
    setPlacements([...current, { key, bet, amount: chipValue }]);
  };

  const undo = () => {
    sound.play('click');
    const current = freshPlacements();
    setPlacements(current.slice(0, -1));
  };
  const clear = () => {
    sound.play('click');
    setOutcome(null);
    setPlacements([]);
  };
  const rebet = () => {
    if (lastBet.length === 0) return;
    if (totalOf(lastBet) > limit) {
      setNotice(t('roulette.tooMuch'));
      return;
    }
    sound.play('chip');
    setOutcome(null);
    setPlacements(lastBet);
  };

  const reveal = async (answer: PlayRoundAnswer, bet: Placement[]) => {
    const detail = asRouletteDetail(answer.round.detail);
    if (detail) {
      setSpinning(true);
      sound.play('spin');
      await wheel.current?.spin(detail.pocket, {
        durationMs: reduced ? 350 : 5200,
        onDrop: () => sound.play('ball'),
      });
      const payout = readMinor(answer.round.payout) ?? 0n;
      setOutcome({
        pocket: detail.pocket,
        winningKeys: new Set(detail.chips.filter((chip) => chip.win).map((chip) => betKey(chip.bet))),
        payout,
      });
      setPockets((list) => [{ id: answer.round.roundId, pocket: detail.pocket }, ...list].slice(0, 16));
      sound.play(payout > 0n ? (payout >= total * 10n ? 'bigWin' : 'win') : 'lose');
      await wait(reduced ? 300 : overlayWheel ? 1600 : 600);
      setSpinning(false);
    }
    setLastBet(bet);
    ctl.settle(answer);
  };

  const spin = () => {
    if (busy || placements.length === 0) return;
    if (total < ctl.minStake || total > ctl.maxStake) {
      setNotice(
        t('error.stakeRange', { min: formatMinor(ctl.minStake, currency), max: formatMinor(ctl.maxStake, currency) }),
      );
      return;
    }
    if (total > ctl.balance) {
      ctl.showError({ kind: 'funds' });
      return;
    }
    sound.play('click');
    setOutcome(null);
    const bet = placements;
    ctl.play(rouletteChoices(bet), total, (answer) => {
      void reveal(answer, bet);
    });
  };

  const status = busy ? t('roulette.noMoreBets') : showingResult ? null : t('roulette.placeBets');
  const canSpin = !busy && placements.length > 0;

  return (
    <div className={`roulette roulette--${orientation}${overlayWheel ? ' roulette--overlay-wheel' : ''}`}>
      <section className="roulette__top">
        <div className={`roulette__wheel${spinning ? ' is-spinning' : ''}`}>
          <RouletteWheel ref={wheel} />
          {outcome && spinning && (
            <div className="roulette__overlay-result">
              <PocketBadge pocket={outcome.pocket} large />
              {outcome.payout > 0n && <strong className="text-win">+{formatMinor(outcome.payout, currency)}</strong>}
            </div>
          )}
        </div>
        <div className="roulette__info">
          <div className="roulette__result" aria-live="polite">
            {outcome ? (
              <>
                <PocketBadge pocket={outcome.pocket} large />
                <div className="roulette__result-text">
                  <span className="muted small">{t('roulette.result')}</span>
                  <strong
                    className={outcome.payout > 0n ? 'text-win big-number' : 'big-number'}
                    data-testid="roulette-payout"
                  >
                    {formatMinor(outcome.payout, currency)}
                  </strong>
                </div>
              </>
            ) : (
              <span className="roulette__status">{status}</span>
            )}
            <ol className="pockets-strip" aria-label={t('roulette.pockets')}>
              {pockets.map((entry, i) => (
                <li key={entry.id} className={i === 0 ? 'is-latest' : ''}>
                  <PocketBadge pocket={entry.pocket} />
                </li>
              ))}
            </ol>
          </div>
          <dl className="roulette__figures">
            <div>
              <dt>{t('roulette.totalBet')}</dt>
              <dd>{formatMinor(total, currency)}</dd>
            </div>
            <div>
              <dt>{t('roulette.maxWin')}</dt>
              <dd className="text-win">{formatMinor(maxPayoutOf(placements), currency)}</dd>
            </div>
            <div>
              <dt>{t('roulette.positions')}</dt>
              <dd>{stacks.size}</dd>
            </div>
          </dl>
        </div>
      </section>

      <fieldset className="picker">
        <legend className="visually-hidden">{t('roulette.betType')}</legend>
        {PICKER_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={picker === type}
            className={picker === type ? 'is-active' : ''}
            onClick={() => {
              sound.play('click');
              setPicker(type);
            }}
          >
            {t(`bet.${type}`)}
          </button>
        ))}
      </fieldset>

      <section className="roulette__table">
        <RouletteBoard
          orientation={orientation}
          stacks={stacks}
          denominations={denominations}
          currency={currency}
          picker={picker}
          onPlace={place}
          disabled={busy}
          pocket={outcome?.pocket ?? null}
          winningKeys={outcome?.winningKeys}
          settled={showingResult}
        />
        {notice && (
          <p className="toast" role="status">
            {notice}
          </p>
        )}
      </section>

      <section className="roulette__controls">
        <fieldset className="chip-rack">
          <legend className="visually-hidden">{t('roulette.chips')}</legend>
          {denominations.map((value, i) => (
            <button
              key={value.toString()}
              type="button"
              aria-pressed={i === chipIndex}
              className={`chip-rack__chip${i === chipIndex ? ' is-active' : ''}`}
              onClick={() => {
                sound.play('click');
                setChipIndex(i);
              }}
              aria-label={formatMinor(value, currency)}
            >
              <Chip tier={i} label={compactMinor(value, currency)} />
            </button>
          ))}
        </fieldset>
        <div className="roulette__actions">
          <button type="button" className="tool-button" onClick={undo} disabled={busy || placements.length === 0}>
            <Icon name="undo" size={18} />
            <span>{t('roulette.undo')}</span>
          </button>
          <button type="button" className="tool-button" onClick={clear} disabled={busy || placements.length === 0}>
            <Icon name="clear" size={18} />
            <span>{t('roulette.clear')}</span>
          </button>
          <button type="button" className="tool-button" onClick={rebet} disabled={busy || lastBet.length === 0}>
            <Icon name="rebet" size={18} />
            <span>{t('roulette.rebet')}</span>
          </button>
          <div className="roulette__total">
            <span className="muted small">{t('roulette.totalBet')}</span>
            <strong data-testid="roulette-total">{formatMinor(total, currency)}</strong>
          </div>
          <button
            type="button"
            className="play-button play-button--round"
            onClick={spin}
            disabled={!canSpin}
            data-testid="play"
          >
            {t('roulette.spin')}
          </button>
        </div>
      </section>
    </div>
  );
}

import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { useMediaQuery, useReducedMotion, wait } from '../../lib/motion';
import { ChipTableControls, TableNotice } from '../common/ChipTableControls';
import { useChipTable } from '../common/use-chip-table';
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
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pockets, setPockets] = useState<{ id: string; pocket: number }[]>([]);
  const [picker, setPicker] = useState<PickerType>('auto');
  const [spinning, setSpinning] = useState(false);
  const { currency, sound, busy } = ctl;

  const showingResult = outcome !== null;
  // A new bet starts once the player touches the board after a result.
  const table = useChipTable<Placement>(ctl, {
    game: 'roulette',
    totalOf,
    showingResult,
    startOver: () => setOutcome(null),
  });
  const { placements, setPlacements, total, denominations, chipValue, notice, setNotice, limit } = table;
  const stacks = useMemo(() => stacksOf(placements), [placements]);

  const place = (bet: RouletteBet) => {
    if (busy) return;
    const current = table.fresh();
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
    table.settle(answer, bet);
  };

  const spin = () => table.send(rouletteChoices, reveal);

  const status = busy ? t('roulette.noMoreBets') : showingResult ? null : t('roulette.placeBets');

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
        <TableNotice notice={notice} />
      </section>

      <ChipTableControls ctl={ctl} table={table} onPlay={spin} playLabel={t('roulette.spin')} />
    </div>
  );
}

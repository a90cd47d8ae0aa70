import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/motion';
import { PlayButton } from '../common/PlayButton';
import { coversAmount, SlipStake, stakeLimitsOf } from '../common/stake';
import { openRoundOf, useCardRound } from '../common/use-card-round';
import type { PlayProps } from '../types';
import { ActionBar } from './ActionBar';
import { BlackjackTable } from './BlackjackTable';
import { ChipRack } from './ChipRack';
import { asBlackjackView, type BlackjackAction, type BlackjackView } from './detail';
import { dealFrames, finalFrame, type TableFrame } from './table-frames';

const EMPTY_TABLE: TableFrame = { dealer: [], hands: [] };

/** What the next decision costs on top of the stake: double and split one hand's bet, insurance half the bet. */
function extraCost(view: BlackjackView, action: BlackjackAction): bigint {
  if (action === 'double' || action === 'split') return readMinor(view.hands[view.active]?.bet) ?? 0n;
  if (action === 'insurance') return (readMinor(view.hands[0]?.bet) ?? 0n) / 2n;
  return 0n;
}

export function BlackjackPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const { currency, sound, busy, setStake, stake } = ctl;
  // An open round found at launch (after a reload or a lost connection) is shown as it stands.
  const [resumed] = useState(() => {
    const open = openRoundOf(ctl, asBlackjackView);
    return open && open.view.phase !== 'settled' ? { roundId: open.round.roundId, view: open.view } : null;
  });
  const [view, setView] = useState<BlackjackView | null>(resumed?.view ?? null);
  const [frame, setFrame] = useState<TableFrame>(resumed ? finalFrame(resumed.view) : EMPTY_TABLE);
  const [showResults, setShowResults] = useState(false);
  const [payout, setPayout] = useState<bigint | null>(null);
  const [notice, setNotice] = useState(resumed !== null);
  const frameRef = useRef(frame);
  const cardRound = useCardRound(ctl, asBlackjackView, resumed?.roundId ?? null);
  const { roundId, animating, alive, locked } = cardRound;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the resumed round.
  useEffect(() => {
    if (resumed) setStake(readMinor(resumed.view.hands[0]?.bet) ?? ctl.minStake);
  }, []);

  const show = (next: TableFrame) => {
    frameRef.current = next;
    setFrame(next);
  };

  const present = (answer: PlayRoundAnswer, from: TableFrame | null) =>
    cardRound.present(answer, {
      async deal(next) {
        for (const step of dealFrames(from, next)) {
          if (alive.current.signal.aborted) return false;
          show(step);
          sound.play('chip');
          await wait(reduced ? 60 : 330, alive.current.signal);
        }
        setView(next);
        return true;
      },
      async result(_next, answer) {
        const returned = readMinor(answer.round.payout) ?? 0n;
        setShowResults(true);
        setPayout(returned);
        const wagered = readMinor(answer.round.stake) ?? 0n;
        sound.play(returned > wagered ? 'win' : returned === 0n ? 'lose' : 'chip');
        await wait(reduced ? 100 : 700, alive.current.signal);
      },
    });

  const deal = () => {
    if (!cardRound.startDeal(stake)) return;
    setNotice(false);
    setShowResults(false);
    setPayout(null);
    setView(null);
    show(EMPTY_TABLE);
    ctl.play({ stake: stake.toString() }, stake, (answer) => void present(answer, null));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: present reads refs and the controller's stable calls.
  const decide = useCallback(
    (action: BlackjackAction) => {
      const id = roundId.current;
      if (!id || !view || busy || animating) return;
      if (!coversAmount(ctl, extraCost(view, action))) return;
      sound.play('click');
      setNotice(false);
      ctl.act(id, { type: action }, (answer) => void present(answer, frameRef.current));
    },
    [view, busy, animating, ctl, sound],
  );

  const inPlay = view !== null && view.phase !== 'settled';
  const limits = stakeLimitsOf(ctl);
  const wagered = readMinor(view?.wagered) ?? 0n;

  let message: string;
  if (notice) message = t('blackjack.resumed');
  else if (view?.phase === 'insurance')
    message = t('blackjack.insuranceOffer', { amount: formatMinor(extraCost(view, 'insurance'), currency) });
  else if (inPlay) message = t('blackjack.yourMove');
  else if (showResults && payout !== null)
    message =
      payout > 0n ? t('blackjack.roundWin', { amount: formatMinor(payout, currency) }) : t('blackjack.roundLose');
  else if (ctl.phase === 'sending' || animating) message = t('blackjack.dealing');
  else message = t('blackjack.placeBet');

  return (
    <div className="bj game-layout game-layout--side">
      <section className="bj__felt">
        <BlackjackTable
          frame={frame}
          view={view}
          currency={currency}
          showResults={showResults}
          activeHand={inPlay && view.phase === 'player' && !animating ? view.active : null}
          animate
        />
        <p
          className={`bj__message${showResults && payout !== null && payout > wagered ? ' is-win' : ''}`}
          aria-live="polite"
          data-testid="bj-message"
        >
          {message}
        </p>
      </section>

      <section className="bj__controls game-layout__side">
        {inPlay ? (
          <>
            <ActionBar view={view} locked={locked} onAction={decide} />
            <p className="bj__shortcuts muted small">{t('blackjack.shortcuts')}</p>
          </>
        ) : (
          <>
            <ChipRack
              stake={stake}
              limits={limits}
              currency={currency}
              disabled={locked}
              onChange={(next) => {
                sound.play('chip');
                setStake(next);
              }}
            />
            <SlipStake ctl={ctl} disabled={locked} />
            <PlayButton onClick={deal} disabled={locked}>
              {ctl.phase === 'sending' ? t('blackjack.dealing') : t('blackjack.deal')}
            </PlayButton>
          </>
        )}
      </section>
    </div>
  );
}

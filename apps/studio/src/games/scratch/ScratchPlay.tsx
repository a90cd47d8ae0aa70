import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { PlayButton } from '../common/PlayButton';
import { coversAmount, SlipStake } from '../common/stake';
import type { PlayProps } from '../types';
import { asScratchDetail, resultUncovered, SCRATCH_CELLS, type ScratchDetail } from './detail';
import { PrizeTable } from './PrizeTable';
import { ScratchCard } from './ScratchCard';
import { ScratchSymbolDefs } from './symbols';

interface Ticket {
  key: string;
  answer: PlayRoundAnswer | null;
  detail: ScratchDetail | null;
  price: bigint;
}

interface Announced {
  payout: bigint;
  detail: ScratchDetail;
}

const ALL_CELLS = new Set(Array.from({ length: SCRATCH_CELLS }, (_, i) => i));
const NONE = new Set<number>();
const SCRATCH_SOUND_GAP_MS = 140;

export function ScratchPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const { stake, currency, busy, sound } = ctl;
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [uncovered, setUncovered] = useState<ReadonlySet<number>>(NONE);
  const [announced, setAnnounced] = useState<Announced | null>(null);
  const tickets = useRef(0);
  const lastScratchSound = useRef(0);

  const announce = (current: Ticket, detail: ScratchDetail, answer: PlayRoundAnswer) => {
    const payout = readMinor(answer.round.payout) ?? 0n;
    setUncovered(ALL_CELLS);
    setAnnounced({ payout, detail });
    sound.play(payout > 0n ? (detail.prize >= 20 ? 'bigWin' : 'win') : 'lose');
    setTicket({ ...current, answer: null });
    ctl.settle(answer);
  };

  // Several cells can come off in one frame: the running set lives in a ref.
  const uncoveredNow = useRef<ReadonlySet<number>>(NONE);
  const uncover = (cells: Iterable<number>) => {
    if (!ticket?.detail || !ticket.answer || announced || uncoveredNow.current === ALL_CELLS) return;
    const next = new Set(uncoveredNow.current);
    for (const cell of cells) next.add(cell);
    if (resultUncovered(ticket.detail, next)) {
      uncoveredNow.current = ALL_CELLS;
      announce(ticket, ticket.detail, ticket.answer);
      return;
    }
    uncoveredNow.current = next;
    setUncovered(next);
  };

  const buy = () => {
    if (busy) return;
    sound.play('click');
    if (!coversAmount(ctl, stake)) return;
    const key = `ticket-${++tickets.current}`;
    const price = stake;
    setAnnounced(null);
    uncoveredNow.current = NONE;
    setUncovered(NONE);
    setTicket({ key, answer: null, detail: null, price });
    ctl.play({ stake: price.toString() }, price, (answer) => {
      const detail = asScratchDetail(answer.round.detail);
      if (!detail) {
        setTicket(null);
        ctl.settle(answer);
        return;
      }
      sound.play('chip');
      setTicket({ key, answer, detail, price });
    });
  };

  // A ticket left half scratched is still the player's: leaving the game settles it.
  const pendingAnswer = useRef<PlayRoundAnswer | null>(null);
  pendingAnswer.current = ticket?.answer ?? null;
  useEffect(
    () => () => {
      if (pendingAnswer.current) ctl.settle(pendingAnswer.current);
    },
    [ctl.settle],
  );

  const scratching = ticket?.answer != null && ticket.detail !== null && announced === null;
  const waiting = ticket !== null && ticket.detail === null;
  const winning = announced ? new Set(announced.detail.winningCells) : NONE;

  return (
    <div className="scratch game-layout game-layout--split">
      <ScratchSymbolDefs />
      <section className="scratch__stage game-panel">
        <div className="scratch__ticket">
          <header className="scratch__ticket-head">
            <span className="scratch__brand">{t('scratch.name')}</span>
            <span className="scratch__tagline">{t('scratch.matchThree')}</span>
          </header>
          <ScratchCard
            cells={ticket?.detail?.cells ?? null}
            ticketKey={ticket?.key ?? 'sealed'}
            foil={announced === null}
            scratchable={scratching}
            uncovered={uncovered}
            winning={winning}
            onUncover={(cell) => uncover([cell])}
            onScratching={() => {
              const now = performance.now();
              if (now - lastScratchSound.current < SCRATCH_SOUND_GAP_MS) return;
              lastScratchSound.current = now;
              sound.play('tick');
            }}
          />
          <div className="scratch__message" aria-live="polite" data-testid="scratch-result">
            {announced ? (
              announced.payout > 0n ? (
                <strong className="scratch__win">
                  {t('scratch.youWin', {
                    amount: formatMinor(announced.payout, currency),
                    multiple: announced.detail.prize,
                  })}
                </strong>
              ) : (
                <span className="scratch__lose">{t('scratch.noWin')}</span>
              )
            ) : scratching ? (
              <span>{t('scratch.scratchHint')}</span>
            ) : waiting ? (
              <span className="muted">{t('scratch.printing')}</span>
            ) : (
              <span className="muted">{t('scratch.buyHint')}</span>
            )}
          </div>
        </div>
        <button
          type="button"
          className="button button--secondary scratch__reveal"
          onClick={() => {
            sound.play('click');
            uncover(ALL_CELLS);
          }}
          disabled={!scratching}
          data-testid="scratch-reveal-all"
        >
          {t('scratch.revealAll')}
        </button>
      </section>

      <section className="scratch__slip game-panel">
        <SlipStake ctl={ctl} disabled={busy} />
        <PlayButton onClick={buy} disabled={busy}>
          {t('scratch.buy', { price: formatMinor(stake, currency) })}
        </PlayButton>
        <PrizeTable
          price={ticket?.price ?? stake}
          currency={currency}
          won={announced?.payout ? announced.detail.symbol : null}
        />
      </section>
    </div>
  );
}

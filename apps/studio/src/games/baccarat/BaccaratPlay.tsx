import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/motion';
import { ChipTableControls, TableNotice } from '../common/ChipTableControls';
import { useChipTable } from '../common/use-chip-table';
import type { PlayProps } from '../types';
import { BaccaratHands } from './BaccaratHands';
import { BaccaratTable, type SpotResult } from './BaccaratTable';
import { BeadRoad, type RoadEntry } from './BeadRoad';
import { CaptionLine } from './CaptionLine';
import { amountsOf, baccaratChoices, type ChipPlacement, fitsLimit, maxReturnOf, totalOf } from './chips';
import { betResults, type DealStep, dealSequence } from './coup';
import { asBaccaratDetail, type BaccaratBet, type BaccaratDetail } from './detail';

const ROAD_LENGTH = 60;

interface Outcome {
  detail: BaccaratDetail;
  payout: bigint;
  results: Partial<Record<BaccaratBet, SpotResult>>;
}

export function BaccaratPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const { currency, sound, busy } = ctl;
  const [steps, setSteps] = useState<DealStep[]>([]);
  const [shown, setShown] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [road, setRoad] = useState<RoadEntry[]>([]);
  const abort = useRef<AbortController | null>(null);
  // Touching the table after a coup starts a new bet and clears the cards.
  const table = useChipTable<ChipPlacement>(ctl, {
    game: 'baccarat',
    totalOf,
    showingResult: outcome !== null,
    startOver: () => {
      setOutcome(null);
      setSteps([]);
      setShown(0);
    },
  });
  const { placements, setPlacements, denominations, chipValue, notice, setNotice, limit } = table;

  useEffect(() => () => abort.current?.abort(), []);

  const place = (bet: BaccaratBet) => {
    if (busy) return;
    const current = table.fresh();
    if (!fitsLimit(current, chipValue, limit)) {
      setNotice(t('baccarat.tooMuch'));
      setPlacements(current);
      return;
    }
    sound.play('chip');
    setPlacements([...current, { bet, amount: chipValue }]);
  };

  const reveal = async (answer: PlayRoundAnswer, bet: ChipPlacement[]) => {
    const detail = asBaccaratDetail(answer.round.detail);
    const controller = new AbortController();
    abort.current = controller;
    if (detail) {
      const sequence = dealSequence(detail);
      setSteps(sequence);
      for (let i = 1; i <= sequence.length; i++) {
        setShown(i);
        sound.play('reelStop');
        const pause = sequence[i - 1]?.captions.length ? 1100 : 650;
        await wait(reduced ? 150 : pause, controller.signal);
      }
      const payout = readMinor(answer.round.payout) ?? 0n;
      const results: Partial<Record<BaccaratBet, SpotResult>> = {};
      for (const line of betResults(detail)) results[line.bet] = { outcome: line.outcome, payout: line.payout };
      setOutcome({ detail, payout, results });
      setRoad((list) =>
        [
          ...list,
          {
            id: answer.round.roundId,
            winner: detail.winner,
            playerPair: detail.playerPair,
            bankerPair: detail.bankerPair,
          },
        ].slice(-ROAD_LENGTH),
      );
      sound.play(payout > totalOf(bet) ? 'win' : payout > 0n ? 'chip' : 'lose');
      await wait(reduced ? 100 : 500, controller.signal);
    }
    table.settle(answer, bet);
  };

  const deal = () => table.send(baccaratChoices, reveal);

  const current = steps[shown - 1];
  const visible = steps.slice(0, shown);
  const cardsOf = (side: 'player' | 'banker') => visible.filter((step) => step.side === side).map((step) => step.card);

  return (
    <div className="baccarat">
      <section className="baccarat__stage">
        <BaccaratHands
          player={cardsOf('player')}
          banker={cardsOf('banker')}
          playerTotal={current ? current.playerTotal : null}
          bankerTotal={current && current.bankerCards > 0 ? current.bankerTotal : null}
          winner={outcome?.detail.winner ?? null}
          playerPair={outcome?.detail.playerPair ?? false}
          bankerPair={outcome?.detail.bankerPair ?? false}
          animate
        />
        <CaptionLine
          status={busy && shown === 0 ? 'dealing' : placements.length === 0 && !outcome ? 'place' : null}
          captions={current?.captions ?? []}
          outcome={outcome ? { winner: outcome.detail.winner, payout: outcome.payout, currency } : null}
        />
      </section>

      <section className="baccarat__table">
        <BaccaratTable
          amounts={amountsOf(placements)}
          denominations={denominations}
          currency={currency}
          results={outcome?.results}
          onPlace={place}
          disabled={busy}
        />
        <TableNotice notice={notice} />
        <p className="baccarat__commission muted small">{t('baccarat.commissionNote')}</p>
      </section>

      <ChipTableControls ctl={ctl} table={table} onPlay={deal} playLabel={t('baccarat.deal')}>
        <span className="muted small">
          {t('baccarat.maxReturn')} {formatMinor(maxReturnOf(placements), currency)}
        </span>
      </ChipTableControls>

      <BeadRoad entries={road} />
    </div>
  );
}

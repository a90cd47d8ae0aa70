import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { compactMinor, formatMinor, playableMax, readMinor, steppedValues } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/motion';
import { Icon } from '../../ui/Icon';
import { Chip } from '../roulette/Chip';
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
  const { currency, sound, busy, setStake } = ctl;
  const [placements, setPlacements] = useState<ChipPlacement[]>([]);
  const [lastBet, setLastBet] = useState<ChipPlacement[]>([]);
  const [steps, setSteps] = useState<DealStep[]>([]);
  const [shown, setShown] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [road, setRoad] = useState<RoadEntry[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const denominations = useMemo(() => steppedValues(ctl.minStake, ctl.maxStake, 6), [ctl.minStake, ctl.maxStake]);
  const [chipIndex, setChipIndex] = useState(0);
  const chipValue = denominations[Math.min(chipIndex, denominations.length - 1)] ?? ctl.minStake;
  const total = totalOf(placements);
  const limit = playableMax({ min: ctl.minStake, max: ctl.maxStake, balance: ctl.balance });

  useEffect(() => setStake(total), [total, setStake]);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2600);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Touching the table after a coup starts a new bet and clears the cards. */
  const fresh = (): ChipPlacement[] => {
    if (!outcome) return placements;
    setOutcome(null);
    setSteps([]);
    setShown(0);
    return [];
  };

  const place = (bet: BaccaratBet) => {
    if (busy) return;
    const current = fresh();
    if (!fitsLimit(current, chipValue, limit)) {
      setNotice(t('baccarat.tooMuch'));
      setPlacements(current);
      return;
    }
    sound.play('chip');
    setPlacements([...current, { bet, amount: chipValue }]);
  };

  const undo = () => {
    sound.play('click');
    setPlacements(fresh().slice(0, -1));
  };
  const clear = () => {
    sound.play('click');
    fresh();
    setPlacements([]);
  };
  const rebet = () => {
    if (lastBet.length === 0) return;
    if (totalOf(lastBet) > limit) {
      setNotice(t('baccarat.tooMuch'));
      return;
    }
    sound.play('chip');
    fresh();
    setPlacements(lastBet);
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
    setLastBet(bet);
    ctl.settle(answer);
  };

  const deal = () => {
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
    setSteps([]);
    setShown(0);
    const bet = placements;
    ctl.play(baccaratChoices(bet), total, (answer) => {
      void reveal(answer, bet);
    });
  };

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
        {notice && (
          <p className="toast" role="status">
            {notice}
          </p>
        )}
        <p className="baccarat__commission muted small">{t('baccarat.commissionNote')}</p>
      </section>

      <section className="baccarat__controls">
        <fieldset className="chip-rack">
          <legend className="visually-hidden">{t('baccarat.chips')}</legend>
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
        <div className="baccarat__actions">
          <button type="button" className="tool-button" onClick={undo} disabled={busy || placements.length === 0}>
            <Icon name="undo" size={18} />
            <span>{t('baccarat.undo')}</span>
          </button>
          <button type="button" className="tool-button" onClick={clear} disabled={busy || placements.length === 0}>
            <Icon name="clear" size={18} />
            <span>{t('baccarat.clear')}</span>
          </button>
          <button type="button" className="tool-button" onClick={rebet} disabled={busy || lastBet.length === 0}>
            <Icon name="rebet" size={18} />
            <span>{t('baccarat.rebet')}</span>
          </button>
          <div className="baccarat__total">
            <span className="muted small">{t('baccarat.totalBet')}</span>
            <strong data-testid="baccarat-total">{formatMinor(total, currency)}</strong>
            <span className="muted small">
              {t('baccarat.maxReturn')} {formatMinor(maxReturnOf(placements), currency)}
            </span>
          </div>
          <button
            type="button"
            className="play-button play-button--round"
            onClick={deal}
            disabled={busy || placements.length === 0}
            data-testid="play"
          >
            {t('baccarat.deal')}
          </button>
        </div>
      </section>

      <BeadRoad entries={road} />
    </div>
  );
}

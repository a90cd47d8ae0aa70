import type { PlayRoundAnswer } from '@fortuna/contracts/studio';
import { useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor, readMinor } from '../../lib/money';
import { useReducedMotion, wait } from '../../lib/motion';
import { PlayButton } from '../common/PlayButton';
import { coversAmount, SlipStake } from '../common/stake';
import { useAlive } from '../common/use-alive';
import type { PlayProps } from '../types';
import { boardLayout, flightPoints, type Point, pegsHit } from './board';
import { asPlinkoDetail } from './detail';
import { flyBall } from './flight';
import { PlinkoBoard } from './PlinkoBoard';
import { PlinkoControls } from './PlinkoControls';
import { bucketPays, multiplierText, type PlinkoRisk, plinkoChoices } from './plinko-maths';

interface Result {
  id: string;
  hundredths: number;
  win: boolean;
}

interface Landing {
  bucket: number;
  hundredths: number;
  payout: bigint;
  /** More back than the stake. */
  win: boolean;
  count: number;
}

const RESULTS_SHOWN = 16;

/** Milliseconds per hop: more rows fall a little faster, so every board takes 1.2–1.6 s. */
const hopMs = (rows: number) => Math.max(95, 170 - rows * 5);

export function PlinkoPlay({ ctl }: PlayProps) {
  const { t } = useI18n();
  const reduced = useReducedMotion();
  const { stake, currency, busy, sound } = ctl;
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<PlinkoRisk>('medium');
  const [ball, setBall] = useState<Point | null>(null);
  const [flight, setFlight] = useState(0);
  const [lit, setLit] = useState<ReadonlySet<string>>(new Set());
  const [landing, setLanding] = useState<Landing | null>(null);
  const [results, setResults] = useState<Result[]>([]);
  const ballRef = useRef<SVGCircleElement>(null);
  const alive = useAlive();
  const layout = useMemo(() => boardLayout(rows), [rows]);
  const pays = useMemo(() => bucketPays(ctl.game.paytable, rows, risk), [ctl.game.paytable, rows, risk]);

  const land = async (answer: PlayRoundAnswer) => {
    const detail = asPlinkoDetail(answer.round.detail);
    const signal = alive.current.signal;
    if (detail) {
      const board = boardLayout(detail.rows);
      setRows(detail.rows);
      setRisk(detail.risk);
      setLanding(null);
      const points = flightPoints(board, detail.path);
      const hits = pegsHit(detail.path, detail.rows);
      setBall(points[0] ?? null);
      setFlight((n) => n + 1);
      setLit(new Set());
      await flyBall(
        points,
        reduced ? 0 : hopMs(detail.rows),
        (at) => {
          ballRef.current?.setAttribute('cx', at.x.toFixed(2));
          ballRef.current?.setAttribute('cy', at.y.toFixed(2));
        },
        (point) => {
          const peg = hits[point - 1];
          if (peg) {
            setLit(new Set([peg]));
            if (!reduced) sound.play('tick');
          }
        },
        signal,
      );
      setLit(new Set());
      const payout = readMinor(answer.round.payout) ?? 0n;
      const roundStake = readMinor(answer.round.stake) ?? 0n;
      const win = payout > roundStake;
      setLanding((last) => ({
        bucket: detail.bucket,
        hundredths: detail.multiplierHundredths,
        payout,
        win,
        count: (last?.count ?? 0) + 1,
      }));
      sound.play(win ? 'win' : 'lose');
      setResults((list) =>
        [{ id: answer.round.roundId, hundredths: detail.multiplierHundredths, win }, ...list].slice(0, RESULTS_SHOWN),
      );
      await wait(reduced ? 0 : 120, signal);
    }
    ctl.settle(answer);
  };

  const drop = () => {
    if (busy) return;
    sound.play('click');
    if (!coversAmount(ctl, stake)) return;
    ctl.play(plinkoChoices(stake, rows, risk), stake, (answer) => {
      void land(answer);
    });
  };

  const dropping = ctl.phase === 'sending' || ctl.phase === 'revealing';
  return (
    <div className="plinko game-layout game-layout--split">
      <section className="plinko__stage game-panel game-stage">
        <ol className="results-strip" aria-label={t('plinko.results')} data-testid="plinko-results">
          {results.map((result) => (
            <li key={result.id} className={result.win ? 'is-win' : 'is-lose'}>
              ×{multiplierText(result.hundredths)}
            </li>
          ))}
        </ol>
        <PlinkoBoard
          layout={layout}
          pays={pays}
          landed={landing?.bucket ?? null}
          landing={landing?.count ?? 0}
          lit={lit}
          ball={ball}
          ballRef={ballRef}
          ballKey={flight}
          label={t('plinko.boardLabel', { rows })}
        />
        <p
          className={`plinko__verdict${landing?.win ? ' is-win' : ''}`}
          aria-live="polite"
          data-testid="plinko-verdict"
        >
          {landing &&
            `×${multiplierText(landing.hundredths)} · ${landing.win ? t('money.win') : t('money.payout')} ${formatMinor(landing.payout, currency)}`}
        </p>
      </section>

      <section className="plinko__slip game-panel game-layout__lead">
        <PlinkoControls
          rows={rows}
          risk={risk}
          disabled={busy}
          onRows={(next) => {
            setRows(next);
            setLanding(null);
            setBall(null);
          }}
          onRisk={(next) => {
            sound.play('click');
            setRisk(next);
            setLanding(null);
          }}
        />
        <SlipStake ctl={ctl} disabled={busy} />
        <div className="payout-line plinko__payout">
          <span>{t('plinko.maxWin')}</span>
          <strong>{formatMinor((stake * BigInt(Math.max(0, ...pays))) / 100n, currency)}</strong>
        </div>
        <PlayButton onClick={drop} disabled={busy}>
          {dropping ? t('plinko.dropping') : t('plinko.drop')}
        </PlayButton>
      </section>
    </div>
  );
}

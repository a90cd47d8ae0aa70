import type { CrashGameView } from '@fortuna/contracts/studio-crash';
import { useI18n } from '../../i18n/i18n';
import { hundredthsText, multiplierAt } from './crash-maths';
import type { FlightClock } from './use-flight-clock';

const WIDTH = 400;
const HEIGHT = 220;
const SAMPLES = 48;

/** The rising curve from 1.00× to the current multiplier, scaled so it always fits. */
function curvePath(elapsedMs: number, growthPerMs: number, multiplier: number) {
  const span = Math.max(elapsedMs * 1.12, Math.log(2) / growthPerMs);
  const top = Math.max((multiplier / 100) * 1.15, 2);
  const point = (t: number) => {
    const m = Math.min(multiplierAt(t, growthPerMs), multiplier) / 100;
    return { x: (t / span) * WIDTH, y: HEIGHT - ((m - 1) / (top - 1)) * (HEIGHT - 16) };
  };
  const points = Array.from({ length: SAMPLES + 1 }, (_, i) => point((elapsedMs * i) / SAMPLES));
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  const end = points[points.length - 1] ?? { x: 0, y: HEIGHT };
  return { line, area: `${line} L${end.x.toFixed(1)},${HEIGHT} L0,${HEIGHT} Z`, end };
}

interface CrashStageProps {
  game: CrashGameView | null;
  clock: FlightClock;
}

/** The sky: countdown while bets are taken, the rising curve and multiplier in flight, the crash. */
export function CrashStage({ game, clock }: CrashStageProps) {
  const { t } = useI18n();
  const phase = game?.phase ?? 'betting';
  const growth = game?.growthPerMs ?? 0.00006;
  const { line, area, end } = curvePath(clock.elapsedMs, growth, clock.multiplier);
  return (
    <div className={`crash-stage game-panel crash-stage--${phase}`} data-testid="crash-stage" data-phase={phase}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="crash-stage__sky"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        <defs>
          <linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="#ff8a3d" stopOpacity="0.55" />
            <stop offset="1" stopColor="#ff8a3d" stopOpacity="0" />
          </linearGradient>
        </defs>
        {phase !== 'betting' && (
          <>
            <path d={area} fill="url(#crash-area)" />
            <path d={line} className="crash-stage__line" fill="none" />
            <circle cx={end.x} cy={end.y} r="7" className="crash-stage__rocket" />
          </>
        )}
      </svg>
      <div className="crash-stage__readout" aria-live="polite">
        {phase === 'betting' ? (
          <>
            <span className="crash-stage__label">{t('crash.nextGame')}</span>
            <span className="crash-stage__value">{(clock.countdownMs / 1000).toFixed(1)} s</span>
          </>
        ) : (
          <>
            {phase === 'crashed' && <span className="crash-stage__label">{t('crash.crashedAt')}</span>}
            <span className="crash-stage__value" data-testid="crash-multiplier">
              {hundredthsText(clock.multiplier)}×
            </span>
          </>
        )}
        {game && <span className="crash-stage__game">#{game.number}</span>}
      </div>
    </div>
  );
}

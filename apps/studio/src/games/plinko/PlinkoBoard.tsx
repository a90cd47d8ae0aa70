import type { CSSProperties, Ref } from 'react';
import { BALL_RADIUS, type BoardLayout, PEG_RADIUS, type Point } from './board';
import { bucketHeat, bucketLabel } from './plinko-maths';

interface PlinkoBoardProps {
  layout: BoardLayout;
  /** Pays of the buckets in hundredths of the stake, bucket 0 … rows. */
  pays: readonly number[];
  /** The bucket the last ball landed in (highlighted), or null. */
  landed?: number | null;
  /** Bumped for every landing, so the same bucket bounces again. */
  landing?: number;
  /** Pegs lit by the ball ("row:index"). */
  lit?: ReadonlySet<string>;
  /** The ball's place, when one is on the board. */
  ball?: Point | null;
  ballRef?: Ref<SVGCircleElement>;
  /** Changes for every drop: a new ball starts from the top (it is then moved frame by frame). */
  ballKey?: number;
  /** The path of a finished round, drawn as a trail. */
  trail?: readonly Point[];
  compact?: boolean;
  /** What a screen reader hears for the board. */
  label: string;
}

/** Colour of a bucket: gold in the middle, through orange, to red at the edges. */
function bucketColour(heat: number): string {
  const hue = 48 - heat * 46;
  return `hsl(${hue.toFixed(0)} 92% ${(56 - heat * 6).toFixed(0)}%)`;
}

/** The peg triangle and the bucket row, drawn to scale; the ball and the trail on top. */
export function PlinkoBoard({
  layout,
  pays,
  landed = null,
  landing = 0,
  lit,
  ball,
  ballRef,
  ballKey = 0,
  trail,
  compact = false,
  label,
}: PlinkoBoardProps) {
  const { width, height, rows } = layout;
  const style = {
    '--board-ratio': `${width} / ${height}`,
    '--bucket-inset': `${(layout.bucketInset * 100).toFixed(3)}%`,
    '--buckets': rows + 1,
    '--aspect': (width / height).toFixed(4),
  } as CSSProperties;
  return (
    <div className={`plinko-board${compact ? ' plinko-board--compact' : ''}`} style={style}>
      <svg
        className="plinko-board__pegs"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        data-rows={rows}
      >
        <defs>
          <radialGradient id="plinko-ball" cx="0.35" cy="0.35" r="0.75">
            <stop offset="0" stopColor="#fff7d1" />
            <stop offset="0.45" stopColor="#ffd24a" />
            <stop offset="1" stopColor="#d98710" />
          </radialGradient>
        </defs>
        {layout.pegs.map((peg) => {
          const key = `${peg.row}:${peg.index}`;
          return (
            <circle
              key={key}
              className={lit?.has(key) ? 'plinko-peg is-lit' : 'plinko-peg'}
              cx={peg.x}
              cy={peg.y}
              r={PEG_RADIUS}
            />
          );
        })}
        {trail && trail.length > 1 && (
          <polyline className="plinko-trail" points={trail.map((p) => `${p.x},${p.y}`).join(' ')} />
        )}
        {ball && (
          <circle
            key={ballKey}
            ref={ballRef}
            className="plinko-ball"
            cx={ball.x}
            cy={ball.y}
            r={BALL_RADIUS}
            data-testid="plinko-ball"
          />
        )}
      </svg>
      <ol className="plinko-buckets" data-testid="plinko-buckets">
        {pays.map((hundredths, k) => {
          const isLanded = landed === k;
          return (
            <li
              // Bucket positions are fixed for the board; the landing counter restarts the bounce.
              key={isLanded ? `${k}-${landing}` : k}
              className={`plinko-bucket${isLanded ? ' is-landed' : ''}`}
              style={{ '--bucket-colour': bucketColour(bucketHeat(rows, k)) } as CSSProperties}
              data-testid={isLanded ? 'plinko-landed' : undefined}
            >
              {bucketLabel(hundredths)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

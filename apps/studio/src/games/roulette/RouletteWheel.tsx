import { memo, type Ref, useImperativeHandle, useRef } from 'react';
import { colourOf, pocketAngle, WHEEL_ORDER, wheelRotationFor } from './board';

export interface WheelHandle {
  /** Spins the wheel and the ball so the ball lands in `pocket`; resolves when both stop. */
  spin(pocket: number, options: { durationMs: number; onDrop?(): void }): Promise<void>;
  /** Shows a pocket at once (no animation). */
  show(pocket: number): void;
}

const STEP = 360 / WHEEL_ORDER.length;
const CENTRE = 200;
const FILL = { red: '#c8142f', black: '#17181f', green: '#0c8a45' } as const;

function polar(radius: number, degrees: number): [number, number] {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return [CENTRE + radius * Math.cos(radians), CENTRE + radius * Math.sin(radians)];
}

function wedge(inner: number, outer: number, from: number, to: number): string {
  const [x1, y1] = polar(outer, from);
  const [x2, y2] = polar(outer, to);
  const [x3, y3] = polar(inner, to);
  const [x4, y4] = polar(inner, from);
  return `M ${x1} ${y1} A ${outer} ${outer} 0 0 1 ${x2} ${y2} L ${x3} ${y3} A ${inner} ${inner} 0 0 0 ${x4} ${y4} Z`;
}

/** The rotating head: 37 pockets in European order, numbers, frets and the turret. Drawn once. */
const WheelHead = memo(function WheelHead() {
  return (
    <svg viewBox="0 0 400 400" className="wheel__svg" aria-hidden="true">
      <defs>
        <radialGradient id="wheel-cone" cx="50%" cy="45%" r="60%">
          <stop offset="0" stopColor="#6b4a22" />
          <stop offset="0.55" stopColor="#3d2810" />
          <stop offset="1" stopColor="#1e1307" />
        </radialGradient>
        <radialGradient id="wheel-pocket" gradientUnits="userSpaceOnUse" cx="200" cy="200" r="140">
          <stop offset="0.8" stopColor="#000" stopOpacity="0.62" />
          <stop offset="1" stopColor="#000" stopOpacity="0.12" />
        </radialGradient>
        <linearGradient id="wheel-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b8" />
          <stop offset="0.45" stopColor="#e6b23a" />
          <stop offset="1" stopColor="#8f5e10" />
        </linearGradient>
      </defs>
      {WHEEL_ORDER.map((n, i) => {
        const from = i * STEP - STEP / 2;
        const to = from + STEP;
        const [tx, ty] = polar(156, i * STEP);
        return (
          <g key={n}>
            <path d={wedge(140, 172, from, to)} fill={FILL[colourOf(n)]} stroke="#d9a93a" strokeWidth="1.2" />
            <path d={wedge(112, 140, from, to)} fill={FILL[colourOf(n)]} stroke="#d9a93a" strokeWidth="1" />
            <path d={wedge(112, 140, from, to)} fill="url(#wheel-pocket)" />
            <text
              x={tx}
              y={ty}
              fill="#fff"
              fontSize="15"
              fontWeight="700"
              textAnchor="middle"
              dominantBaseline="central"
              transform={`rotate(${i * STEP} ${tx} ${ty})`}
            >
              {n}
            </text>
          </g>
        );
      })}
      <circle cx={CENTRE} cy={CENTRE} r="112" fill="url(#wheel-cone)" stroke="url(#wheel-gold)" strokeWidth="3" />
      <circle cx={CENTRE} cy={CENTRE} r="86" fill="none" stroke="rgba(255,220,150,0.18)" strokeWidth="1" />
      {[0, 45, 90, 135].map((angle) => (
        <g key={angle} transform={`rotate(${angle} ${CENTRE} ${CENTRE})`}>
          <rect x={CENTRE - 4} y={CENTRE - 78} width="8" height="156" rx="4" fill="url(#wheel-gold)" />
          <circle cx={CENTRE} cy={CENTRE - 80} r="7" fill="url(#wheel-gold)" />
          <circle cx={CENTRE} cy={CENTRE + 80} r="7" fill="url(#wheel-gold)" />
        </g>
      ))}
      <circle cx={CENTRE} cy={CENTRE} r="22" fill="url(#wheel-gold)" />
      <circle cx={CENTRE} cy={CENTRE} r="9" fill="#fff6d5" opacity="0.8" />
    </svg>
  );
});

/** Ball position along the radius element (percent of the wheel's half-size from the rim). */
const BALL_TRACK = 8;
const BALL_POCKET = 37;

/**
 * A European wheel with its ball. The head and the ball's orbit are HTML layers turned with
 * compositor-only transforms (Web Animations), so the spin stays smooth on phones.
 */
export function RouletteWheel({ ref, initialPocket }: { ref?: Ref<WheelHandle>; initialPocket?: number | null }) {
  const head = useRef<HTMLDivElement>(null);
  const orbit = useRef<HTMLDivElement>(null);
  const radius = useRef<HTMLDivElement>(null);
  const wheelAngle = useRef(initialPocket == null ? 0 : (360 - pocketAngle(initialPocket)) % 360);
  const ballAngle = useRef(0);

  useImperativeHandle(ref, () => ({
    show(pocket) {
      wheelAngle.current = (360 - pocketAngle(pocket)) % 360;
      ballAngle.current = 0;
      if (head.current) head.current.style.transform = `rotate(${wheelAngle.current}deg)`;
      if (orbit.current) orbit.current.style.transform = 'rotate(0deg)';
      if (radius.current) radius.current.style.transform = `translateY(${BALL_POCKET}%)`;
    },
    async spin(pocket, { durationMs, onDrop }) {
      const headEl = head.current;
      const orbitEl = orbit.current;
      const radiusEl = radius.current;
      if (!headEl || !orbitEl || !radiusEl) return;
      const short = durationMs < 1000;
      const fromWheel = wheelAngle.current;
      const toWheel = wheelRotationFor(fromWheel, pocket, short ? 0 : 3);
      const fromBall = ballAngle.current;
      // The ball runs the other way and ends at the top, where the pocket arrives.
      const toBall = Math.floor(fromBall / 360) * 360 - 360 * (short ? 1 : 5);
      const timing = { duration: durationMs, fill: 'forwards' as const };
      const animations = [
        headEl.animate([{ transform: `rotate(${fromWheel}deg)` }, { transform: `rotate(${toWheel}deg)` }], {
          ...timing,
          easing: 'cubic-bezier(0.22, 0.61, 0.2, 1)',
        }),
        orbitEl.animate([{ transform: `rotate(${fromBall}deg)` }, { transform: `rotate(${toBall}deg)` }], {
          ...timing,
          easing: 'cubic-bezier(0.15, 0.55, 0.25, 1)',
        }),
        radiusEl.animate(
          [
            { transform: `translateY(${BALL_TRACK}%)`, offset: 0 },
            { transform: `translateY(${BALL_TRACK}%)`, offset: 0.62 },
            { transform: `translateY(${BALL_POCKET - 6}%)`, offset: 0.74 },
            { transform: `translateY(${BALL_POCKET - 12}%)`, offset: 0.8 },
            { transform: `translateY(${BALL_POCKET + 2}%)`, offset: 0.88 },
            { transform: `translateY(${BALL_POCKET}%)`, offset: 1 },
          ],
          { ...timing, easing: 'ease-out' },
        ),
      ];
      const drop = onDrop ? setTimeout(onDrop, durationMs * 0.72) : null;
      await Promise.all(animations.map((animation) => animation.finished.catch(() => undefined)));
      if (drop) clearTimeout(drop);
      wheelAngle.current = toWheel % 360;
      ballAngle.current = 0;
      headEl.style.transform = `rotate(${wheelAngle.current}deg)`;
      orbitEl.style.transform = 'rotate(0deg)';
      radiusEl.style.transform = `translateY(${BALL_POCKET}%)`;
      for (const animation of animations) animation.cancel();
    },
  }));

  return (
    <div className="wheel">
      <div className="wheel__rim" aria-hidden="true" />
      <div className="wheel__head" ref={head} style={{ transform: `rotate(${wheelAngle.current}deg)` }}>
        <WheelHead />
      </div>
      <div className="wheel__orbit" ref={orbit} aria-hidden="true">
        <div
          className="wheel__radius"
          ref={radius}
          style={{ transform: `translateY(${initialPocket == null ? BALL_TRACK : BALL_POCKET}%)` }}
        >
          <span className="wheel__ball" />
        </div>
      </div>
      <div className="wheel__marker" aria-hidden="true" />
    </div>
  );
}

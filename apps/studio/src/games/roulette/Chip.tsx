import type { CSSProperties } from 'react';

const CHIP_COLOURS = ['#e8eef9', '#e0314b', '#1f9d55', '#2a2d3a', '#7b3fe4', '#f4b400'];
const CHIP_INK = ['#1b2a4a', '#ffffff', '#ffffff', '#f4c24d', '#ffffff', '#3a2600'];

/** A casino chip; `tier` (0–5) picks its colour, `label` is its value. */
export function Chip({
  tier,
  label,
  className = '',
  style,
}: {
  tier: number;
  label: string;
  className?: string;
  style?: CSSProperties;
}) {
  const index = Math.max(0, Math.min(CHIP_COLOURS.length - 1, tier));
  const colour = CHIP_COLOURS[index];
  const ink = CHIP_INK[index];
  return (
    <span className={`chip ${className}`} style={style}>
      <svg viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill={colour} />
        <circle
          cx="20"
          cy="20"
          r="19"
          fill="none"
          stroke="#fff"
          strokeOpacity="0.85"
          strokeWidth="5"
          strokeDasharray="5.5 9.4"
        />
        <circle cx="20" cy="20" r="13.5" fill={colour} stroke="rgba(0,0,0,0.25)" strokeWidth="1" />
        <circle
          cx="20"
          cy="20"
          r="12"
          fill="none"
          stroke={ink}
          strokeOpacity="0.35"
          strokeWidth="0.8"
          strokeDasharray="2 2"
        />
      </svg>
      <span className="chip__label" style={{ color: ink }}>
        {label}
      </span>
    </span>
  );
}

/** The colour tier of an amount: the highest denomination it reaches. */
export function tierOf(amount: bigint, denominations: readonly bigint[]): number {
  let tier = 0;
  denominations.forEach((value, i) => {
    if (amount >= value) tier = i;
  });
  return tier;
}

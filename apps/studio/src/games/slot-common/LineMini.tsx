import { CELL, GAP } from './grid';

/** A small drawing of one line on an empty reels × rows window, for the rules screen. */
export function LineMini({
  rows,
  gridRows,
  colour,
  label,
}: {
  rows: readonly number[];
  gridRows: number;
  colour: string;
  label: string;
}) {
  const reels = rows.length;
  const unit = (CELL + GAP) / 10;
  return (
    <figure className="payline-mini">
      <svg viewBox={`0 0 ${reels * unit} ${gridRows * unit}`} aria-hidden="true">
        {rows.map((lineRow, reel) =>
          Array.from({ length: gridRows }, (_, row) => (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions.
              key={`${reel}-${row}`}
              x={reel * unit + 1}
              y={row * unit + 1}
              width={unit - 2}
              height={unit - 2}
              rx="1.5"
              fill={lineRow === row ? colour : 'rgba(255,255,255,0.12)'}
            />
          )),
        )}
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

import { type CSSProperties, type Ref, useImperativeHandle, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cellIndex, linePath, viewSize } from './grid';
import { SymbolIcon } from './symbols';

export interface ReelSpin {
  /** Each reel's column, top to bottom: the final window first, the start window last. */
  columns: string[][];
  durations: number[];
  onReelStop?(reel: number): void;
}

export interface ReelsHandle {
  spin(spin: ReelSpin): Promise<void>;
}

/** A line drawn over the window: its row on each reel. */
export interface ShownLine {
  key: string | number;
  rows: readonly number[];
  colour: string;
}

export interface ReelHighlight {
  /** Cells taking part in a win (reel × rows + row). */
  winCells: readonly number[];
  /** Cells lit as scatters. */
  scatterCells?: readonly number[];
  lines?: readonly ShownLine[];
}

interface ReelsProps {
  ref?: Ref<ReelsHandle>;
  /** The window at rest: window[reel] = [top, …, bottom]. */
  window: readonly (readonly string[])[];
  highlight: ReelHighlight | null;
  /** Theme class suffix: reels--base, reels--free, reels--fruit … */
  mode?: string;
}

function cellState(atRest: boolean, cell: number, lit: Set<number>, scatters: Set<number>): string {
  if (!atRest || (lit.size === 0 && scatters.size === 0)) return '';
  if (lit.has(cell)) return ' is-win';
  return scatters.has(cell) ? ' is-scatter' : ' is-dim';
}

/** Reels in a frame, any number of reels and rows; spins run with the Web Animations API. */
export function Reels({ ref, window, highlight, mode = 'base' }: ReelsProps) {
  const strips = useRef<(HTMLDivElement | null)[]>([]);
  const [columns, setColumns] = useState<string[][] | null>(null);
  const rows = window[0]?.length ?? 3;
  const size = viewSize({ reels: window.length, rows });

  useImperativeHandle(ref, () => ({
    async spin({ columns: next, durations, onReelStop }) {
      // The long columns must be in the page before their animations start (in the same frame,
      // so the final window never flashes).
      flushSync(() => setColumns(next));
      await Promise.all(
        next.map(async (column, reel) => {
          const strip = strips.current[reel];
          const duration = durations[reel] ?? 1000;
          if (!strip || column.length <= rows || duration <= 0) {
            onReelStop?.(reel);
            return;
          }
          const start = `translate3d(0, ${(-(column.length - rows) / column.length) * 100}%, 0)`;
          const animation = strip.animate([{ transform: start }, { transform: 'translate3d(0, 0, 0)' }], {
            duration,
            easing: 'cubic-bezier(0.3, 0.05, 0.25, 1.12)',
            fill: 'backwards',
          });
          await animation.finished.catch(() => undefined);
          onReelStop?.(reel);
        }),
      );
      setColumns(null);
    },
  }));

  const lit = new Set(highlight?.winCells ?? []);
  const scatters = new Set(highlight?.scatterCells ?? []);
  const style = {
    '--reel-count': window.length,
    '--reels-ratio': size.width / size.height,
    '--reel-gap': `${(800 / size.width).toFixed(4)}%`,
  } as CSSProperties;

  return (
    <div className={`reels reels--${mode}`} style={style}>
      <div className="reels__window">
        {window.map((restColumn, reel) => {
          const column = columns?.[reel] ?? restColumn;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed positions.
            <div className="reel" key={reel} data-reel={reel}>
              <div
                className="reel__strip"
                ref={(element) => {
                  strips.current[reel] = element;
                }}
              >
                {column.map((symbol, row) => (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a reel's rows are positions.
                    key={row}
                    className={`reel__cell${cellState(columns === null && row < rows, cellIndex(reel, row, rows), lit, scatters)}`}
                    data-symbol={columns === null && row < rows ? symbol : undefined}
                  >
                    <SymbolIcon symbol={symbol} />
                  </div>
                ))}
              </div>
            </div>
          );
        })}
        <svg
          className="reels__lines"
          viewBox={`0 0 ${size.width} ${size.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {(highlight?.lines ?? []).map((line) => (
            <g key={line.key} className="payline">
              <path d={linePath(line.rows)} className="payline__glow" stroke={line.colour} />
              <path d={linePath(line.rows)} className="payline__core" stroke={line.colour} />
            </g>
          ))}
        </svg>
      </div>
    </div>
  );
}

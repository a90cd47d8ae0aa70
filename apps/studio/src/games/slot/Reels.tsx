import type { SlotSymbol } from '@fortuna/games/studio/slot-20/reels';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { cellIndex, lineColour, lineWinCells, PAYLINES, paylinePath, VIEW_HEIGHT, VIEW_WIDTH } from './paylines';
import { SymbolIcon } from './symbols';

export interface ReelSpin {
  /** Each reel's column, top to bottom: the final window first, the start window last. */
  columns: SlotSymbol[][];
  durations: number[];
  onReelStop?(reel: number): void;
}

export interface ReelsHandle {
  spin(spin: ReelSpin): Promise<void>;
}

export interface ReelHighlight {
  lines: { line: number; count: number }[];
  scatterCells: number[];
  /** The line shown on its own (cycled through after a spin), or null for all. */
  focusLine?: number | null;
}

interface ReelsProps {
  ref?: Ref<ReelsHandle>;
  /** The window at rest: window[reel] = [top, middle, bottom]. */
  window: SlotSymbol[][];
  highlight: ReelHighlight | null;
  mode?: 'base' | 'free';
}

/** Five reels in a frame; spins run with the Web Animations API (transform only). */
export function Reels({ ref, window, highlight, mode = 'base' }: ReelsProps) {
  const strips = useRef<(HTMLDivElement | null)[]>([]);
  const [columns, setColumns] = useState<SlotSymbol[][] | null>(null);

  useImperativeHandle(ref, () => ({
    async spin({ columns: next, durations, onReelStop }) {
      // The long columns must be in the page before their animations start (in the same frame,
      // so the final window never flashes).
      flushSync(() => setColumns(next));
      await Promise.all(
        next.map(async (column, reel) => {
          const strip = strips.current[reel];
          const duration = durations[reel] ?? 1000;
          if (!strip || column.length <= 3 || duration <= 0) {
            onReelStop?.(reel);
            return;
          }
          const start = `translate3d(0, ${(-(column.length - 3) / column.length) * 100}%, 0)`;
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

  const lit = new Set<number>();
  const lines = highlight?.lines ?? [];
  const shownLines = highlight?.focusLine ? lines.filter((line) => line.line === highlight.focusLine) : lines;
  for (const line of shownLines) for (const cell of lineWinCells(line.line, line.count)) lit.add(cell);
  const scatters = new Set(highlight?.scatterCells ?? []);
  const anyHighlight = lit.size > 0 || scatters.size > 0;

  return (
    <div className={`reels reels--${mode}`}>
      <div className="reels__window">
        {window.map((restColumn, reel) => {
          const column = columns?.[reel] ?? restColumn;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five reels are fixed positions.
            <div className="reel" key={reel}>
              <div
                className="reel__strip"
                ref={(element) => {
                  strips.current[reel] = element;
                }}
              >
                {column.map((symbol, row) => {
                  const atRest = columns === null && row < 3;
                  const cell = cellIndex(reel, row);
                  const state =
                    !atRest || !anyHighlight
                      ? ''
                      : lit.has(cell)
                        ? ' is-win'
                        : scatters.has(cell)
                          ? ' is-scatter'
                          : ' is-dim';
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a reel's rows are positions.
                    <div className={`reel__cell${state}`} key={row}>
                      <SymbolIcon symbol={symbol} />
                    </div>
                  );
                })}
              </div>
            </div>
          );
        })}
        <svg
          className="reels__lines"
          viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {shownLines.map(({ line }) => {
            const rows = PAYLINES[line - 1];
            if (!rows) return null;
            return (
              <g key={line} className="payline">
                <path d={paylinePath(rows)} className="payline__glow" stroke={lineColour(line)} />
                <path d={paylinePath(rows)} className="payline__core" stroke={lineColour(line)} />
              </g>
            );
          })}
        </svg>
      </div>
    </div>
  );
}

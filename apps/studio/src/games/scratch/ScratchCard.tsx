import { useCallback, useEffect, useRef } from 'react';
import { useI18n } from '../../i18n/i18n';
import { clearedShare, SCRATCH_CELLS, type ScratchSymbol, UNCOVER_THRESHOLD } from './detail';
import { type CellBox, clearCell, paintFoil, scratchStroke } from './foil-paint';
import { ScratchSymbolIcon } from './symbols';

interface ScratchCardProps {
  /** The ticket's symbols, or null before a ticket is bought (blank cells under the foil). */
  cells: readonly ScratchSymbol[] | null;
  /** Which ticket the foil belongs to: a new key paints fresh foil. */
  ticketKey: string;
  /** Foil is drawn and can be scratched. */
  foil: boolean;
  /** Scratching is allowed (a ticket is in play). */
  scratchable: boolean;
  /** Cells no longer covered (their foil is cleared). */
  uncovered: ReadonlySet<number>;
  /** Cells shown as the win (after it is announced). */
  winning: ReadonlySet<number>;
  onUncover(cell: number): void;
  /** Called now and then while the player scratches (for the sound). */
  onScratching?(): void;
}

const cellIndexes = Array.from({ length: SCRATCH_CELLS }, (_, i) => i);

/** The 3×3 ticket with a canvas foil the player scratches off with a finger or the mouse. */
export function ScratchCard({
  cells,
  ticketKey,
  foil,
  scratchable,
  uncovered,
  winning,
  onUncover,
  onScratching,
}: ScratchCardProps) {
  const { t } = useI18n();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const cellRefs = useRef<(HTMLDivElement | null)[]>([]);
  const boxes = useRef<CellBox[]>([]);
  const last = useRef<{ x: number; y: number } | null>(null);
  const checkFrame = useRef(0);
  const uncoveredRef = useRef(uncovered);
  uncoveredRef.current = uncovered;
  const onUncoverRef = useRef(onUncover);
  onUncoverRef.current = onUncover;

  const measure = useCallback((): CanvasRenderingContext2D | null => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d', { willReadFrequently: true }) ?? null;
    if (!canvas || !context) return null;
    const rect = canvas.getBoundingClientRect();
    const ratio = Math.min(2, window.devicePixelRatio || 1);
    boxes.current = cellRefs.current.map((cell) => {
      const box = cell?.getBoundingClientRect();
      if (!box) return { x: 0, y: 0, width: 0, height: 0 };
      return {
        x: (box.left - rect.left) * ratio,
        y: (box.top - rect.top) * ratio,
        width: box.width * ratio,
        height: box.height * ratio,
      };
    });
    const width = Math.max(1, Math.round(rect.width * ratio));
    const height = Math.max(1, Math.round(rect.height * ratio));
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    return context;
  }, []);

  const repaint = useCallback(() => {
    const context = measure();
    const canvas = canvasRef.current;
    if (!context || !canvas) return;
    paintFoil(context, canvas.width, canvas.height, boxes.current);
    for (const cell of uncoveredRef.current) {
      const box = boxes.current[cell];
      if (box) clearCell(context, box);
    }
  }, [measure]);

  // Fresh foil for every ticket, and again whenever the card changes size.
  // biome-ignore lint/correctness/useExhaustiveDependencies: ticketKey is the trigger for new foil.
  useEffect(() => {
    if (!foil) return;
    repaint();
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => repaint());
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [foil, ticketKey, repaint]);

  // Cells uncovered from outside (reveal all) lose their foil too.
  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    for (const cell of uncovered) {
      const box = boxes.current[cell];
      if (box) clearCell(context, box);
    }
  }, [uncovered]);

  const checkCells = () => {
    checkFrame.current = 0;
    const context = canvasRef.current?.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    boxes.current.forEach((box, cell) => {
      if (uncoveredRef.current.has(cell) || box.width < 1 || box.height < 1) return;
      const pixels = context.getImageData(box.x, box.y, box.width, box.height).data;
      if (clearedShare(pixels) >= UNCOVER_THRESHOLD) {
        clearCell(context, box);
        onUncoverRef.current(cell);
      }
    });
  };

  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * canvas.width,
      y: ((event.clientY - rect.top) / rect.height) * canvas.height,
    };
  };

  const scratchTo = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    const point = pointAt(event);
    scratchStroke(context, last.current ?? point, point, event.currentTarget.width / 22);
    last.current = point;
    onScratching?.();
    if (!checkFrame.current) checkFrame.current = requestAnimationFrame(checkCells);
  };

  useEffect(() => () => cancelAnimationFrame(checkFrame.current), []);

  return (
    <div className={`scratch-card${foil ? ' has-foil' : ''}`}>
      <div className="scratch-card__grid">
        {cellIndexes.map((cell) => {
          const symbol = cells?.[cell] ?? null;
          const open = uncovered.has(cell) || !foil;
          return (
            <div
              key={cell}
              ref={(element) => {
                cellRefs.current[cell] = element;
              }}
              className={`scratch-cell${winning.has(cell) ? ' is-win' : ''}${open ? ' is-open' : ''}`}
              data-testid="scratch-cell"
              data-symbol={open && symbol ? symbol : undefined}
            >
              {symbol && <ScratchSymbolIcon symbol={symbol} title={t(`scratch.symbol.${symbol}`)} />}
            </div>
          );
        })}
      </div>
      {foil && (
        <canvas
          ref={canvasRef}
          className={`scratch-card__foil${scratchable ? ' is-live' : ''}`}
          aria-label={t('scratch.foilLabel')}
          onPointerDown={(event) => {
            if (!scratchable) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            last.current = null;
            scratchTo(event);
          }}
          onPointerMove={(event) => {
            if (!scratchable || !event.currentTarget.hasPointerCapture(event.pointerId)) return;
            scratchTo(event);
          }}
          onPointerUp={() => {
            last.current = null;
          }}
          onPointerCancel={() => {
            last.current = null;
          }}
        />
      )}
    </div>
  );
}

import type { InsideBetType } from '@fortuna/games/studio/roulette/roulette';
import { type CSSProperties, type PointerEvent, useState } from 'react';
import { type Translate, useI18n } from '../../i18n/i18n';
import { compactMinor } from '../../lib/money';
import {
  type BoardOrientation,
  betAnchor,
  betKey,
  betNumbers,
  COLUMNS,
  colourOf,
  DOZENS,
  EVEN_MONEY,
  gridToPointer,
  insideBetAt,
  nearestBetOfType,
  ODDS,
  type PlacedBet,
  pointerToGrid,
  type RouletteBet,
} from './board';
import { Chip, tierOf } from './Chip';

export type PickerType = 'auto' | InsideBetType;

interface RouletteBoardProps {
  orientation: BoardOrientation;
  stacks: ReadonlyMap<string, PlacedBet>;
  denominations: readonly bigint[];
  currency: string;
  picker?: PickerType;
  onPlace?(bet: RouletteBet): void;
  disabled?: boolean;
  /** The winning pocket to highlight. */
  pocket?: number | null;
  /** Keys of winning / losing chips of the shown round. */
  winningKeys?: ReadonlySet<string>;
  settled?: boolean;
}

export function betLabel(bet: RouletteBet, t: Translate): string {
  switch (bet.type) {
    case 'dozen':
      return `${t('bet.dozen')} ${bet.dozen}`;
    case 'column':
      return `${t('bet.column')} ${bet.column}`;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return t(`bet.${bet.type}`);
    default:
      return `${t(`bet.${bet.type}`)} ${bet.numbers.join('·')}`;
  }
}

const DOZEN_LABELS = ['1st 12', '2nd 12', '3rd 12'];

/**
 * Where an outside box sits in the board's CSS grid. Across: zero, 12 streets and the column boxes
 * in 14 columns; rows 1–3 numbers, 4 dozens, 5 even-money. Down: even-money, dozens and the three
 * number columns; row 1 zero, rows 2–13 streets, 14 the column boxes.
 */
function outsidePlacement(bet: RouletteBet, orientation: BoardOrientation): CSSProperties {
  const across = orientation === 'across';
  if (bet.type === 'column')
    return across ? { gridColumn: 14, gridRow: 4 - bet.column } : { gridColumn: bet.column + 2, gridRow: 14 };
  if (bet.type === 'dozen') {
    const start = 2 + (bet.dozen - 1) * 4;
    return across ? { gridColumn: `${start} / span 4`, gridRow: 4 } : { gridColumn: 2, gridRow: `${start} / span 4` };
  }
  const index = EVEN_MONEY.findIndex((b) => b.type === bet.type);
  const start = 2 + Math.max(0, index) * 2;
  return across ? { gridColumn: `${start} / span 2`, gridRow: 5 } : { gridColumn: 1, gridRow: `${start} / span 2` };
}

/** The betting layout: numbers, outside boxes, chips, and the hit areas of every inside bet. */
export function RouletteBoard({
  orientation,
  stacks,
  denominations,
  currency,
  picker = 'auto',
  onPlace,
  disabled = false,
  pocket = null,
  winningKeys,
  settled = false,
}: RouletteBoardProps) {
  const { t } = useI18n();
  const [preview, setPreview] = useState<RouletteBet | null>(null);
  const [pressed, setPressed] = useState(false);
  const interactive = Boolean(onPlace) && !disabled;
  const previewNumbers = new Set(preview ? betNumbers(preview) : []);

  const betFromEvent = (event: PointerEvent<HTMLDivElement>): RouletteBet | null => {
    const box = event.currentTarget.getBoundingClientRect();
    const u = (event.clientX - box.left) / box.width;
    const v = (event.clientY - box.top) / box.height;
    const point = pointerToGrid(orientation, Math.min(0.9999, Math.max(0, u)), Math.min(0.9999, Math.max(0, v)));
    return picker === 'auto' ? insideBetAt(point) : nearestBetOfType(picker, point);
  };

  const place = (bet: RouletteBet | null) => {
    if (bet && interactive) onPlace?.(bet);
  };

  const cellClass = (n: number) => {
    const classes = ['cell', `cell--${colourOf(n)}`];
    if (previewNumbers.has(n)) classes.push('is-preview');
    if (pocket === n) classes.push('is-winner');
    return classes.join(' ');
  };

  const cellPlace = (n: number) => {
    // Keyboard (and assistive tech) placement; pointers use the hit layer above the cells.
    if (picker === 'auto' || n === 0) return place({ type: 'straight', numbers: [n] });
    const street = Math.floor((n - 1) / 3);
    const position = (n - 1) % 3;
    place(nearestBetOfType(picker, { s: street + 0.5, p: position + 0.5 }));
  };

  const chipFor = (bet: RouletteBet, style?: CSSProperties) => {
    const key = betKey(bet);
    const stack = stacks.get(key);
    if (!stack) return null;
    const state = settled && winningKeys ? (winningKeys.has(key) ? ' is-won' : ' is-lost') : '';
    return (
      <Chip
        key={key}
        tier={tierOf(stack.amount, denominations)}
        label={compactMinor(stack.amount, currency)}
        className={`board-chip${state}`}
        style={style}
      />
    );
  };

  const outsideBox = (bet: RouletteBet, label: string, extra = '') => {
    const style = outsidePlacement(bet, orientation);
    const key = betKey(bet);
    const covered = betNumbers(bet);
    const isWinner = pocket !== null && covered.includes(pocket);
    const hover = preview && betKey(preview) === key;
    return (
      <button
        key={key}
        type="button"
        className={`outside outside--${bet.type} ${extra}${isWinner ? ' is-winner' : ''}${hover ? ' is-preview' : ''}`}
        style={style}
        onClick={() => place(bet)}
        onPointerEnter={() => interactive && setPreview(bet)}
        onPointerLeave={() => setPreview(null)}
        disabled={!interactive}
        aria-label={`${betLabel(bet, t)} · ${ODDS[bet.type]}:1`}
      >
        <span className="outside__label">{label}</span>
        {chipFor(bet)}
      </button>
    );
  };

  const numbers = Array.from({ length: 36 }, (_, i) => i + 1);
  const across = orientation === 'across';
  const cellStyle = (n: number): CSSProperties => {
    const street = Math.floor((n - 1) / 3);
    const position = (n - 1) % 3;
    return across
      ? { gridColumn: street + 2, gridRow: 3 - position }
      : { gridColumn: position + 3, gridRow: street + 2 };
  };

  const insideChips = [...stacks.values()]
    .map(({ bet }) => {
      const anchor = betAnchor(bet);
      if (!anchor) return null;
      const { u, v } = gridToPointer(orientation, anchor);
      return chipFor(bet, { left: `${u * 100}%`, top: `${v * 100}%` });
    })
    .filter(Boolean);

  const previewAnchor = preview ? betAnchor(preview) : null;
  const previewPos = previewAnchor ? gridToPointer(orientation, previewAnchor) : null;

  return (
    <div className={`board board--${orientation}${interactive ? '' : ' is-locked'}`}>
      <button
        type="button"
        className={`${cellClass(0)} cell--zero`}
        style={across ? { gridColumn: 1, gridRow: '1 / 4' } : { gridColumn: '3 / 6', gridRow: 1 }}
        onClick={() => cellPlace(0)}
        disabled={!interactive}
        tabIndex={interactive ? 0 : -1}
        aria-label={`0 · ${t('bet.straight')}`}
      >
        <span>0</span>
      </button>
      {numbers.map((n) => (
        <button
          key={n}
          type="button"
          className={cellClass(n)}
          style={cellStyle(n)}
          onClick={() => cellPlace(n)}
          disabled={!interactive}
          tabIndex={interactive ? 0 : -1}
          aria-label={`${n} ${t(`colour.${colourOf(n)}`)}`}
        >
          <span>{n}</span>
        </button>
      ))}

      {/* The inside bets' hit areas and chips, over the zero and the numbers. */}
      <div
        className="board__hit"
        style={across ? { gridColumn: '1 / 14', gridRow: '1 / 4' } : { gridColumn: '3 / 6', gridRow: '1 / 14' }}
        onPointerDown={(event) => {
          if (!interactive) return;
          setPressed(true);
          setPreview(betFromEvent(event));
        }}
        onPointerMove={(event) => {
          if (!interactive) return;
          if (event.pointerType === 'mouse' || pressed) setPreview(betFromEvent(event));
        }}
        onPointerUp={(event) => {
          if (!interactive) return;
          setPressed(false);
          place(betFromEvent(event));
          if (event.pointerType !== 'mouse') setPreview(null);
        }}
        onPointerLeave={() => {
          setPressed(false);
          setPreview(null);
        }}
        onPointerCancel={() => {
          setPressed(false);
          setPreview(null);
        }}
        aria-hidden="true"
      >
        {insideChips}
        {preview && previewPos && (
          <span className="board__ghost" style={{ left: `${previewPos.u * 100}%`, top: `${previewPos.v * 100}%` }} />
        )}
      </div>

      {COLUMNS.map((bet) => outsideBox(bet, t('bet.columnShort')))}
      {DOZENS.map((bet, i) => outsideBox(bet, across ? (DOZEN_LABELS[i] ?? '') : t('bet.dozenN', { n: i + 1 })))}
      {EVEN_MONEY.map((bet) =>
        outsideBox(bet, bet.type === 'red' || bet.type === 'black' ? '' : t(`bet.${bet.type}`), 'outside--even'),
      )}

      {preview && (
        <div className="board__tooltip" role="status">
          {betLabel(preview, t)} · {ODDS[preview.type]}:1
        </div>
      )}
    </div>
  );
}

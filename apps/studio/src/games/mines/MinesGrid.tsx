import type { CSSProperties } from 'react';
import { useI18n } from '../../i18n/i18n';
import { GemIcon, MineIcon } from './icons';
import type { TileState } from './mines-maths';

interface MinesGridProps {
  tiles: readonly TileState[];
  /** Tapping a hidden tile; absent for a replay. */
  onReveal?(tile: number): void;
  disabled?: boolean;
  /** The tile whose answer is awaited (it pulses). */
  pending?: number | null;
  /** The tile revealed last (it pops). */
  fresh?: number | null;
  compact?: boolean;
}

/** The 5×5 board: big tiles, a gem or a mine under each. */
export function MinesGrid({
  tiles,
  onReveal,
  disabled = false,
  pending = null,
  fresh = null,
  compact = false,
}: MinesGridProps) {
  const { t } = useI18n();
  let shownOrder = 0;
  return (
    <div className={`mines-grid${compact ? ' mines-grid--compact' : ''}`} data-testid="mines-grid">
      {tiles.map((state, tile) => {
        const hidden = state === 'hidden';
        const classes = [
          'mines-tile',
          `mines-tile--${state}`,
          pending === tile ? 'is-pending' : '',
          fresh === tile ? 'is-fresh' : '',
        ]
          .filter(Boolean)
          .join(' ');
        // The rest of the board turns over one tile after another once the round is over.
        const order = state.endsWith('-dim') || state === 'mine' ? shownOrder++ : 0;
        const label = hidden
          ? t('mines.tile', { n: tile + 1 })
          : `${t('mines.tile', { n: tile + 1 })}: ${state.startsWith('gem') ? t('mines.gem') : t('mines.mine')}`;
        const content = hidden ? null : state.startsWith('gem') ? <GemIcon /> : <MineIcon />;
        if (!onReveal) {
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: tiles are board positions.
            <div key={tile} className={classes} role="img" aria-label={label} data-state={state}>
              {content}
            </div>
          );
        }
        return (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: tiles are board positions.
            key={tile}
            type="button"
            className={classes}
            style={{ '--order': order } as CSSProperties}
            disabled={disabled || !hidden}
            aria-label={label}
            data-state={state}
            data-testid={`mines-tile-${tile}`}
            onClick={() => onReveal(tile)}
          >
            {content}
          </button>
        );
      })}
    </div>
  );
}

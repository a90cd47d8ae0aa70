import './chip-table.css';
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n';
import { compactMinor, formatMinor } from '../../lib/money';
import type { GameController } from '../../shell/controller';
import { Icon } from '../../ui/Icon';
import { Chip } from '../roulette/Chip';
import { PlayButton } from './PlayButton';
import type { ChipTable } from './use-chip-table';

interface ChipTableControlsProps<P> {
  ctl: GameController;
  table: ChipTable<P>;
  /** Sends the bet (spin, deal). */
  onPlay(): void;
  playLabel: string;
  /** More lines under the total. */
  children?: ReactNode;
}

/** The controls under a chip table: the chip rack, undo / clear / rebet, the bet's total and the play button. */
export function ChipTableControls<P>({ ctl, table, onPlay, playLabel, children }: ChipTableControlsProps<P>) {
  const { t } = useI18n();
  const { currency, sound, busy } = ctl;
  const { game, denominations, chipIndex, placements, lastBet } = table;
  const empty = busy || placements.length === 0;
  return (
    <section className={`${game}__controls chip-table__controls`}>
      <fieldset className="chip-rack">
        <legend className="visually-hidden">{t(`${game}.chips`)}</legend>
        {denominations.map((value, i) => (
          <button
            key={value.toString()}
            type="button"
            aria-pressed={i === chipIndex}
            className={`chip-rack__chip${i === chipIndex ? ' is-active' : ''}`}
            onClick={() => {
              sound.play('click');
              table.setChipIndex(i);
            }}
            aria-label={formatMinor(value, currency)}
          >
            <Chip tier={i} label={compactMinor(value, currency)} />
          </button>
        ))}
      </fieldset>
      <div className={`${game}__actions chip-table__actions`}>
        <button type="button" className="tool-button" onClick={table.undo} disabled={empty}>
          <Icon name="undo" size={18} />
          <span>{t(`${game}.undo`)}</span>
        </button>
        <button type="button" className="tool-button" onClick={table.clear} disabled={empty}>
          <Icon name="clear" size={18} />
          <span>{t(`${game}.clear`)}</span>
        </button>
        <button type="button" className="tool-button" onClick={table.rebet} disabled={busy || lastBet.length === 0}>
          <Icon name="rebet" size={18} />
          <span>{t(`${game}.rebet`)}</span>
        </button>
        <div className={`${game}__total chip-table__total`}>
          <span className="muted small">{t(`${game}.totalBet`)}</span>
          <strong data-testid={`${game}-total`}>{formatMinor(table.total, currency)}</strong>
          {children}
        </div>
        <PlayButton onClick={onPlay} disabled={empty} variant="play-button--round">
          {playLabel}
        </PlayButton>
      </div>
    </section>
  );
}

/** A short message over the table that clears itself. */
export function TableNotice({ notice }: { notice: string | null }) {
  if (!notice) return null;
  return (
    <p className="toast" role="status">
      {notice}
    </p>
  );
}

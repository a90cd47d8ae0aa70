import { useI18n } from '../../i18n/i18n';
import type { MinesView } from './detail';
import { multiplierAfter, nextSafeChance, shortMultiplier } from './mines-maths';

/** Current multiplier, the next one and the chance that the next tile is a gem. */
export function MinesStats({ mines, view }: { mines: number; view: MinesView | null }) {
  const { t } = useI18n();
  const found = view?.revealed.length ?? 0;
  const current = view && found > 0 ? view.multiplier : null;
  const next = view ? view.nextMultiplier : multiplierAfter(mines, 1);
  const chance = nextSafeChance(mines, found);
  return (
    <div className="mines-stats">
      <div className="mines-stat">
        <span className="mines-stat__label">{t('mines.multiplier')}</span>
        <span className="mines-stat__value" data-testid="mines-multiplier">
          {current ? `×${shortMultiplier(current)}` : '—'}
        </span>
      </div>
      <div className="mines-stat mines-stat--next">
        <span className="mines-stat__label">{t('mines.next')}</span>
        <span className="mines-stat__value" data-testid="mines-next">
          {next ? `×${shortMultiplier(next)}` : '—'}
        </span>
      </div>
      <div className="mines-stat">
        <span className="mines-stat__label">{t('mines.safeChance')}</span>
        <span className="mines-stat__value">{next ? `${(chance * 100).toFixed(1)}%` : '—'}</span>
      </div>
    </div>
  );
}

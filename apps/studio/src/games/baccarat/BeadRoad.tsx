import { useI18n } from '../../i18n/i18n';
import type { BaccaratDetail } from './detail';

/** One coup on the road. */
export interface RoadEntry {
  id: string;
  winner: BaccaratDetail['winner'];
  playerPair: boolean;
  bankerPair: boolean;
}

const LETTER_KEYS = { player: 'baccarat.roadPlayer', banker: 'baccarat.roadBanker', tie: 'baccarat.roadTie' } as const;

/** The bead road: this visit's coups in columns of six, oldest first, with pair dots. */
export function BeadRoad({ entries }: { entries: readonly RoadEntry[] }) {
  const { t } = useI18n();
  const counts = { player: 0, banker: 0, tie: 0 };
  for (const entry of entries) counts[entry.winner]++;
  return (
    <section className="bead-road" aria-label={t('baccarat.road')}>
      <div className="bead-road__counts">
        <span className="bead bead--player">{t(LETTER_KEYS.player)}</span> {counts.player}
        <span className="bead bead--banker">{t(LETTER_KEYS.banker)}</span> {counts.banker}
        <span className="bead bead--tie">{t(LETTER_KEYS.tie)}</span> {counts.tie}
      </div>
      <ol className="bead-road__grid" data-testid="bead-road">
        {entries.map((entry) => (
          <li key={entry.id} className={`bead bead--${entry.winner}`}>
            {t(LETTER_KEYS[entry.winner])}
            {entry.playerPair && <i className="bead__pair bead__pair--player" />}
            {entry.bankerPair && <i className="bead__pair bead__pair--banker" />}
          </li>
        ))}
      </ol>
    </section>
  );
}

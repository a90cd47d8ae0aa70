import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { GameCategory } from '../lib/game-categories';
import { ComingSoonPanel } from '../ui/ComingSoonPanel';
import { CATEGORY_ICONS } from './category-icons';

interface GamePageProps {
  category: GameCategory;
  /** gameCentre: sports, e-sports, lottery pages; gameList: vendor game lists (live, fish, slots, cards). */
  kind: 'gameCentre' | 'gameList';
}

/** The game centre / game list centre of one category, until the catalogue arrives. */
export function GamePage({ category, kind }: GamePageProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vendor = kind === 'gameList' ? searchParams.get('vassalage') : null;
  const categoryName = t(`categories.${category}`);

  return (
    <div className="planned-page" data-testid={`game-page-${category.toLowerCase()}`} data-category={category}>
      <ComingSoonPanel
        icon={CATEGORY_ICONS[category]}
        title={t(`planned.${kind}.title`, { category: categoryName })}
        description={t(`planned.${kind}.body`, { category: categoryName })}
        details={vendor ? <span data-testid="game-page-vendor">{t('gameList.vendor', { vendor })}</span> : undefined}
        actions={
          <Link to="/" className="btn btn--secondary">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}

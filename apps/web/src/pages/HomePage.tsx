import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoonPanel } from '../ui/ComingSoonPanel';
import { Icon } from '../ui/Icon';
import { CATEGORY_ICONS } from './category-icons';
import './pages.css';

type AreaCategory = keyof typeof CATEGORY_ICONS;

const GAME_AREAS: readonly { to: string; category: AreaCategory }[] = [
  { to: '/live', category: 'LIVE' },
  { to: '/rng', category: 'RNG' },
  { to: '/sports', category: 'SPORTS' },
  { to: '/esports', category: 'ESPORTS' },
  { to: '/pvp', category: 'PVP' },
  { to: '/fish', category: 'FISH' },
  { to: '/lott', category: 'LOTT' },
  { to: '/elott', category: 'ELOTT' },
  { to: '/bingo', category: 'BINGO' },
  { to: '/cockfight', category: 'COCKFIGHT' },
];

/** The home lobby. Game sections arrive with the catalogue; until then it says so. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="home-page" data-testid="home-page">
      <ComingSoonPanel icon="sparkles" title={t('planned.lobby.title')} description={t('planned.lobby.body')} />
      <section className="game-areas" aria-labelledby="game-areas-title">
        <h2 id="game-areas-title" className="section-title">
          {t('home.gameAreas')}
        </h2>
        <ul className="game-areas__grid">
          {GAME_AREAS.map(({ to, category }) => (
            <li key={to}>
              <Link to={to} className="game-area" data-testid={`game-area-${category.toLowerCase()}`}>
                <span className="game-area__icon">
                  <Icon name={CATEGORY_ICONS[category]} size={26} />
                </span>
                <span className="game-area__name">{t(`categories.${category}`)}</span>
                <span className="game-area__soon">{t('common.comingSoon')}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

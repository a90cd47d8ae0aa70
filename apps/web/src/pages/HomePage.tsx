import { GAME_PAGE_SIZE, type VendorItem } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsLoggedIn } from '../features/auth/hooks/useSessionStore';
import { gameMenusQuery, recentGamesQuery } from '../features/games/api/games';
import { hotGamesQuery } from '../features/home/api/content';
import { HomeGameSection } from '../features/home/components/HomeGameSection';
import { JackpotCounter } from '../features/home/components/JackpotCounter';
import { WinnerBoard } from '../features/home/components/WinnerBoard';
import { buildHomeSections } from '../features/home/logic/home-sections';
import { useStaggeredCount } from '../hooks/useStaggeredCount';
import { Icon } from '../ui/Icon';
import { CATEGORY_ICONS } from './category-icons';
import '../features/games/components/games.css';
import '../features/home/components/home.css';
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
const NO_VENDORS: readonly VendorItem[] = [];
/**
 * The game sections follow the first commit (jackpot and winners fill a phone's first screen), one
 * per task: a section of 12 cards is a short task of its own (docs/performance.md).
 */
const FIRST_SECTIONS = 0;
const SECTIONS_PER_TASK = 1;

function GameAreas() {
  const { t } = useTranslation();
  return (
    <section className="game-areas" aria-labelledby="game-areas-title" data-testid="game-areas">
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
              <span className="game-area__soon">{t('home.areaHint')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The home lobby (spec §2): winners and the jackpot, then recent, favourites, hot and one section per
 * category. The marquee and banner carousel sit in the layout's banner area above it. While the
 * catalogue is empty the game-area tiles are the way in.
 */
export function HomePage() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const isLoggedIn = useIsLoggedIn();
  const menus = useQuery(gameMenusQuery());
  const hot = useQuery(hotGamesQuery(language));
  const recent = useQuery(
    recentGamesQuery({ enabled: isLoggedIn, page: 1, pageSize: GAME_PAGE_SIZE.recent, language }),
  );
  const sections = useMemo(
    () =>
      buildHomeSections({
        isLoggedIn,
        recentCount: recent.data?.list.length,
        hotCount: hot.data?.length,
        menus: menus.data,
      }),
    [isLoggedIn, recent.data, hot.data, menus.data],
  );
  const allVendors = useMemo(() => menus.data?.flatMap((menu) => menu.vendors) ?? NO_VENDORS, [menus.data]);
  const hasCatalogue = sections.some((section) => section.kind === 'HOT' || section.kind === 'CATEGORY');
  // The sections appear together once the lists that decide their order are in: a hot or recent list
  // arriving later would otherwise push the sections already shown down the page (layout shift).
  const isOrderKnown = !menus.isLoading && !hot.isLoading && !recent.isLoading;
  const shownSections = useStaggeredCount(sections.length, FIRST_SECTIONS, SECTIONS_PER_TASK);

  return (
    <div className="home-page" data-testid="home-page">
      <div className="home-highlights">
        <JackpotCounter />
        <WinnerBoard />
      </div>
      {isOrderKnown &&
        sections
          .slice(0, shownSections)
          .map((section) => (
            <HomeGameSection
              key={section.key}
              section={section}
              vendors={menus.data?.find((menu) => menu.gameType === section.gameType)?.vendors ?? NO_VENDORS}
              allVendors={allVendors}
              isLoggedIn={isLoggedIn}
            />
          ))}
      {isOrderKnown && !hasCatalogue && <GameAreas />}
    </div>
  );
}

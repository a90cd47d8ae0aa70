import { GAME_PAGE_SIZE, type Game, type VendorItem } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ICONS } from '../../../pages/category-icons';
import { Icon, type IconName } from '../../../ui/Icon';
import { favouritesQuery, gameListQuery, recentGamesQuery } from '../../games/api/games';
import { GameCard } from '../../games/components/GameCard';
import { CLIENT_TYPE, GAME_PLATFORM } from '../../games/hooks/lobby-query';
import { useFavouriteIds, useFavouriteToggle } from '../../games/hooks/useFavourites';
import { useLaunchGame } from '../../games/hooks/useLaunchGame';
import { hotGamesQuery } from '../api/content';
import { type HomeSection, lobbyLink, sectionGames } from '../logic/home-sections';

function sectionIcon(section: HomeSection): IconName {
  if (section.kind === 'RECENT') return 'clock';
  if (section.kind === 'FAV') return 'heart';
  if (section.kind === 'HOT') return 'flame';
  return section.gameType ? CATEGORY_ICONS[section.gameType] : 'grid';
}

/** The games of one section: member lists, the hot list or one page of 12 from the catalogue. */
function useSectionGames(section: HomeSection, vassalage: string | null, isLoggedIn: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const recent = useQuery(
    recentGamesQuery({
      enabled: isLoggedIn && section.kind === 'RECENT',
      page: 1,
      pageSize: GAME_PAGE_SIZE.recent,
      language,
    }),
  );
  const favourites = useQuery(favouritesQuery({ enabled: isLoggedIn && section.kind === 'FAV', language }));
  const hot = useQuery({ ...hotGamesQuery(language), enabled: section.kind === 'HOT' });
  const list = useQuery({
    ...gameListQuery({
      gameType: section.gameType ?? 'RNG',
      vassalage: vassalage ?? undefined,
      filter: 'ALL',
      pageNo: 1,
      pageSize: GAME_PAGE_SIZE.home,
      language,
      clientType: CLIENT_TYPE,
      platform: GAME_PLATFORM,
    }),
    enabled: section.kind === 'CATEGORY' && section.gameType !== undefined,
  });
  switch (section.kind) {
    case 'RECENT':
      return { games: recent.data?.list, isLoading: recent.isPending, isUpdating: false };
    case 'FAV':
      return { games: favourites.data?.content, isLoading: favourites.isPending, isUpdating: false };
    case 'HOT':
      return { games: hot.data, isLoading: hot.isPending, isUpdating: false };
    case 'CATEGORY':
      return { games: list.data?.games, isLoading: list.isPending, isUpdating: list.isPlaceholderData };
  }
}

interface HomeGameSectionProps {
  section: HomeSection;
  vendors: readonly VendorItem[];
  allVendors: readonly VendorItem[];
  isLoggedIn: boolean;
}

/** A home lobby section (spec §2): icon title, vendor strip for categories, cards and More. */
export function HomeGameSection({ section, vendors, allVendors, isLoggedIn }: HomeGameSectionProps) {
  const { t } = useTranslation();
  const [vassalage, setVassalage] = useState<string | null>(null);
  const [isExpanded, setExpanded] = useState(false);
  const { games, isLoading, isUpdating } = useSectionGames(section, vassalage, isLoggedIn);
  const favouriteIds = useFavouriteIds();
  const toggleFavourite = useFavouriteToggle();
  const { launch, launchingId } = useLaunchGame();

  // A category without games (and no vendor picked) stays out of the way.
  if (section.kind === 'CATEGORY' && !isLoading && !vassalage && (games?.length ?? 0) === 0) return null;

  const shown: Game[] = games ? sectionGames(section, games, isExpanded) : [];
  const vendorByCode = new Map((section.hasVendorStrip ? vendors : allVendors).map((v) => [v.vassalage, v]));
  const title =
    section.kind === 'CATEGORY' && section.gameType
      ? t(`categories.${section.gameType}`)
      : t(`home.sections.${section.kind as 'RECENT' | 'FAV' | 'HOT'}`);
  const titleId = `home-section-${section.key}`;

  return (
    <section
      className="home-section"
      aria-labelledby={titleId}
      data-testid={`home-section-${section.key.toLowerCase()}`}
    >
      <header className="home-section__head">
        <h2 id={titleId} className="home-section__title">
          <span className={`home-section__icon home-section__icon--${section.kind.toLowerCase()}`} aria-hidden="true">
            <Icon name={sectionIcon(section)} size={18} />
          </span>
          {title}
        </h2>
        {section.more?.kind === 'link' && (
          <Link
            to={lobbyLink(section.more.to, section.kind === 'CATEGORY' ? vassalage : null)}
            className="home-section__more"
            data-testid="home-section-more"
          >
            {t('home.sections.more')}
            <Icon name="chevronRight" size={14} />
          </Link>
        )}
        {section.more?.kind === 'expand' && (
          <button
            type="button"
            className="home-section__more"
            aria-expanded={isExpanded}
            onClick={() => setExpanded((value) => !value)}
            data-testid="home-section-more"
          >
            {isExpanded ? t('home.sections.less') : t('home.sections.more')}
            <Icon name={isExpanded ? 'chevronDown' : 'chevronRight'} size={14} />
          </button>
        )}
      </header>
      {section.hasVendorStrip && vendors.length > 0 && (
        <div className="home-vendors" role="tablist" aria-label={t('games.vendorTabs.label')}>
          {[null, ...vendors.map((vendor) => vendor.vassalage)].map((code) => {
            const vendor = code ? vendorByCode.get(code) : undefined;
            const isActive = vassalage === code;
            return (
              <button
                key={code ?? 'ALL'}
                type="button"
                role="tab"
                aria-selected={isActive}
                className={`home-vendor${isActive ? ' home-vendor--active' : ''}`}
                onClick={() => setVassalage(code)}
                data-testid={`home-vendor-${code ?? 'all'}`}
              >
                {vendor?.lagerIcon ? <img src={vendor.lagerIcon} alt="" width={18} height={18} loading="lazy" /> : null}
                {code ? vendor?.displayName || code : t('home.sections.all')}
              </button>
            );
          })}
        </div>
      )}
      {isLoading ? (
        <div className="game-grid home-section__grid" aria-hidden="true">
          {Array.from({ length: Math.min(section.limit, 6) }, (_, key) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <div key={key} className="game-card game-card--skeleton">
              <div className="game-card__media" />
              <div className="game-card__info">
                <span className="skeleton-line" />
              </div>
            </div>
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="home-section__empty" data-testid="home-section-empty">
          {section.kind === 'FAV' ? t('home.sections.favEmpty') : t('games.noData')}
        </p>
      ) : (
        <div className={`game-grid home-section__grid${isUpdating ? ' game-grid--updating' : ''}`}>
          {shown.map((game) => (
            <GameCard
              key={game.nodeId}
              game={game}
              vendor={vendorByCode.get(game.vassalage)}
              isFavourite={favouriteIds.includes(game.nodeId)}
              isLaunching={launchingId === game.nodeId}
              onLaunch={(chosen, wantsTrial) => launch(chosen, { wantsTrial })}
              onToggleFavourite={toggleFavourite}
            />
          ))}
        </div>
      )}
    </section>
  );
}

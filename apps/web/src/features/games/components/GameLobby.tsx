import type { GameClassify, GameType, VendorItem } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CATEGORY_ICONS } from '../../../pages/category-icons';
import { Icon } from '../../../ui/Icon';
import { openAuthModal } from '../../auth/hooks/useAuthModalStore';
import { useIsLoggedIn } from '../../auth/hooks/useSessionStore';
import { favouritesQuery, gameListQuery, gameMenusQuery, recentGamesQuery } from '../api/games';
import {
  activeVendorTab,
  buildGameListParams,
  filterMemberGames,
  initialLobbyState,
  isMemberFilter,
  type LobbyFilter,
  lobbyClassifies,
  lobbyReducer,
  localPage,
  type VendorTab,
} from '../hooks/lobby-query';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { GameGrid } from './GameGrid';
import { ClassifyChips, FilterTabs, GameSearch, VendorTabs } from './LobbyControls';
import './games.css';

const SEARCH_DEBOUNCE_MS = 400;
/** The member's recent games are read whole (at most this many) and narrowed in the browser. */
const RECENT_LOBBY_LIMIT = 100;
const NO_VENDORS: readonly VendorItem[] = [];

/**
 * The game lobby of one category (spec §2 Game lobby per type): vendor strip, filter tabs, slots
 * sub-categories, name search, a grid of 18 with pagination and the "no data" state.
 */
interface GameLobbyProps {
  category: GameType;
  /** A sub-category chosen on arrival (/bingo: the slots lobby showing its bingo games). */
  classify?: GameClassify | null;
  /** The area named in the heading when it is not the category itself (/bingo). */
  area?: keyof typeof CATEGORY_ICONS;
}

export function GameLobby({ category, classify = null, area = category }: GameLobbyProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const isLoggedIn = useIsLoggedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlVendor = searchParams.get('vassalage');
  const [state, dispatch] = useReducer(lobbyReducer, undefined, () => initialLobbyState(category, urlVendor, classify));
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const topRef = useRef<HTMLDivElement>(null);

  useEffect(() => dispatch({ type: 'urlVendor', vassalage: urlVendor }), [urlVendor]);
  useEffect(() => dispatch({ type: 'search', search }), [search]);
  // Signing out while a member list is shown goes back to every game.
  useEffect(() => {
    if (!isLoggedIn && isMemberFilter(state.filter)) dispatch({ type: 'filter', filter: 'ALL' });
  }, [isLoggedIn, state.filter]);

  const menus = useQuery(gameMenusQuery());
  const vendors = menus.data?.find((menu) => menu.gameType === category)?.vendors ?? NO_VENDORS;
  const memberFilter = isMemberFilter(state.filter) ? state.filter : null;

  const catalogue = useQuery({ ...gameListQuery(buildGameListParams(state, language)), enabled: !memberFilter });
  const favourites = useQuery(
    favouritesQuery({ enabled: isLoggedIn && memberFilter === 'FAV', gameType: category, language }),
  );
  const recent = useQuery(
    recentGamesQuery({
      enabled: isLoggedIn && memberFilter === 'RECENT',
      page: 1,
      pageSize: RECENT_LOBBY_LIMIT,
      gameType: category,
      language,
    }),
  );
  const memberQuery = memberFilter === 'FAV' ? favourites : recent;
  const memberList = memberFilter === 'FAV' ? favourites.data?.content : recent.data?.list;
  const memberPage = useMemo(
    () =>
      memberList ? localPage(filterMemberGames(memberList, { ...state, gameType: category }), state.pageNo) : null,
    [memberList, state, category],
  );

  const needsLogin = (tab: VendorTab | LobbyFilter) => typeof tab === 'string' && isMemberFilter(tab) && !isLoggedIn;

  const selectVendorTab = (tab: VendorTab) => {
    if (needsLogin(tab)) {
      openAuthModal('login');
      return;
    }
    dispatch({ type: 'vendorTab', tab });
    setSearchParams(typeof tab === 'string' ? {} : { vassalage: tab.vendor }, { replace: true });
  };
  const selectFilter = (filter: LobbyFilter) => {
    if (needsLogin(filter)) {
      openAuthModal('login');
      return;
    }
    dispatch({ type: 'filter', filter });
  };
  const changePage = (pageNo: number) => {
    dispatch({ type: 'page', pageNo });
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const grid = memberFilter
    ? {
        games: memberPage?.games,
        pageNo: memberPage?.pageNo ?? 1,
        totalPages: memberPage?.totalPages ?? 0,
        total: memberPage ? filterMemberGames(memberList ?? [], { ...state, gameType: category }).length : undefined,
        isLoading: memberQuery.isPending && memberQuery.fetchStatus !== 'idle',
        isUpdating: memberQuery.isFetching,
        error: memberQuery.error,
        retry: () => void memberQuery.refetch(),
      }
    : {
        games: catalogue.data?.games,
        pageNo: catalogue.data?.pageNo ?? state.pageNo,
        totalPages: catalogue.data?.totalPages ?? 0,
        total: catalogue.data?.total,
        isLoading: catalogue.isPending,
        isUpdating: catalogue.isPlaceholderData,
        error: catalogue.error,
        retry: () => void catalogue.refetch(),
      };

  const categoryName = t(`categories.${area}`);
  return (
    <div className="game-lobby" data-testid={`game-page-${area.toLowerCase()}`} data-category={category}>
      <div ref={topRef} className="game-lobby__anchor" />
      <header className="game-lobby__head">
        <span className="game-lobby__icon" aria-hidden="true">
          <Icon name={CATEGORY_ICONS[area]} size={24} />
        </span>
        <div className="game-lobby__heading">
          <h1 className="game-lobby__title">{categoryName}</h1>
          <p className="game-lobby__count" data-testid="game-lobby-count">
            {grid.total === undefined ? '\u00a0' : t('games.count', { count: grid.total })}
          </p>
        </div>
        <GameSearch value={searchText} onChange={setSearchText} />
      </header>
      <VendorTabs vendors={vendors} active={activeVendorTab(state)} onSelect={selectVendorTab} />
      <div className="game-lobby__filters">
        <FilterTabs active={state.filter} onSelect={selectFilter} />
        <ClassifyChips
          classifies={lobbyClassifies(category)}
          active={state.classify}
          onSelect={(classify) => dispatch({ type: 'classify', classify })}
        />
      </div>
      <GameGrid
        games={grid.games}
        vendors={vendors}
        pageNo={grid.pageNo}
        totalPages={grid.totalPages}
        onPageChange={changePage}
        isLoading={grid.isLoading}
        isUpdating={grid.isUpdating}
        error={grid.error}
        onRetry={grid.retry}
        emptyText={state.search ? t('games.noMatch', { search: state.search }) : t('games.noDataHint')}
      />
    </div>
  );
}

import { GAME_PAGE_SIZE, type VendorItem } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { favouritesQuery, gameMenusQuery, recentGamesQuery } from '../api/games';
import { localPage } from '../hooks/lobby-query';
import { GameGrid } from './GameGrid';
import './games.css';

export type AccountList = 'favorite' | 'recent';

function useAllVendors(): readonly VendorItem[] {
  const menus = useQuery(gameMenusQuery());
  return useMemo(() => menus.data?.flatMap((menu) => menu.vendors) ?? [], [menus.data]);
}

/** /favorite and /recent (spec §2 Account game list; the route needs a signed-in player). */
export function AccountGames({ list }: { list: AccountList }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [pageNo, setPageNo] = useState(1);
  const vendors = useAllVendors();
  const topRef = useRef<HTMLDivElement>(null);

  const favourites = useQuery(favouritesQuery({ enabled: list === 'favorite', language }));
  const recent = useQuery(
    recentGamesQuery({ enabled: list === 'recent', page: pageNo, pageSize: GAME_PAGE_SIZE.recent, language }),
  );
  const favouritePage = favourites.data ? localPage(favourites.data.content, pageNo) : null;
  const query = list === 'favorite' ? favourites : recent;
  const page =
    list === 'favorite'
      ? favouritePage
      : recent.data
        ? { games: recent.data.list, pageNo, totalPages: recent.data.totalPages }
        : null;

  const changePage = (next: number) => {
    setPageNo(next);
    topRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div className="game-lobby" data-testid={`account-games-${list}`}>
      <div ref={topRef} className="game-lobby__anchor" />
      <header className="game-lobby__head">
        <span className="game-lobby__icon" aria-hidden="true">
          <Icon name={list === 'favorite' ? 'heart' : 'clock'} size={24} />
        </span>
        <div className="game-lobby__heading">
          <h1 className="game-lobby__title">{t(`games.account.${list}.title`)}</h1>
          <p className="game-lobby__count">{t(`games.account.${list}.subtitle`)}</p>
        </div>
        <Link to="/rng" className="btn btn--secondary btn--small game-lobby__browse">
          <Icon name="slot" size={16} />
          {t('games.account.browse')}
        </Link>
      </header>
      <GameGrid
        games={page?.games}
        vendors={vendors}
        pageNo={page?.pageNo ?? 1}
        totalPages={page?.totalPages ?? 0}
        onPageChange={changePage}
        isLoading={query.isPending}
        isUpdating={list === 'recent' ? recent.isPlaceholderData : false}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={t(`games.account.${list}.empty`)}
      />
    </div>
  );
}

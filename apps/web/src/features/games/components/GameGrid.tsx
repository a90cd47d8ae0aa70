import type { Game, VendorItem } from '@fortuna/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { useStaggeredCount } from '../../../hooks/useStaggeredCount';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorState } from '../../../ui/StatePanel';
import { useFavouriteIds, useFavouriteToggle } from '../hooks/useFavourites';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { GameCard } from './GameCard';

const SKELETON_CARDS = Array.from({ length: 12 }, (_, index) => index);
/**
 * Cards in the grid's first commit: a phone's first screen, and the six pictures a lobby page preloads.
 * The others stand as placeholders of the same size until the next task, so the render that puts a
 * lobby up stays short (docs/performance.md) and nothing moves when they fill in.
 */
const FIRST_CARDS = 6;

function SkeletonCard() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <div className="game-card__media" />
      <div className="game-card__info">
        <span className="skeleton-line" />
      </div>
    </div>
  );
}

interface GameGridProps {
  games: readonly Game[] | undefined;
  vendors: readonly VendorItem[];
  pageNo: number;
  totalPages: number;
  onPageChange: (pageNo: number) => void;
  isLoading: boolean;
  isUpdating: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText?: string;
}

/** The cards of a lobby or an account list, with loading, error and "no data" states and pagination. */
export function GameGrid({
  games,
  vendors,
  pageNo,
  totalPages,
  onPageChange,
  isLoading,
  isUpdating,
  error,
  onRetry,
  emptyText,
}: GameGridProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const favouriteIds = useFavouriteIds();
  const toggleFavourite = useFavouriteToggle();
  const { launch, launchingId } = useLaunchGame();
  const cardCount = games?.length ?? 0;
  const shownCards = useStaggeredCount(cardCount, FIRST_CARDS, cardCount);

  if (isLoading) {
    return (
      <div className="game-grid" role="status" aria-label={t('common.loading')} data-testid="game-grid-loading">
        {SKELETON_CARDS.map((key) => (
          <SkeletonCard key={key} />
        ))}
      </div>
    );
  }
  if (error && !games) return <ErrorState message={errorMessage(error)} onRetry={onRetry} />;
  if (!games || games.length === 0) {
    return (
      <div className="game-empty">
        <EmptyState icon="slot" title={t('games.noData')} text={emptyText} testId="game-empty" />
      </div>
    );
  }

  const vendorByCode = new Map(vendors.map((vendor) => [vendor.vassalage, vendor]));
  return (
    <>
      <div className={`game-grid${isUpdating ? ' game-grid--updating' : ''}`} data-testid="game-grid">
        {games.slice(0, shownCards).map((game) => (
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
        {games.slice(shownCards).map((game) => (
          <SkeletonCard key={game.nodeId} />
        ))}
      </div>
      <div className="game-grid__footer">
        <Pagination
          pageNo={pageNo}
          totalPages={totalPages}
          onPageChange={onPageChange}
          isDisabled={isUpdating}
          testId="game-pagination"
        />
      </div>
    </>
  );
}

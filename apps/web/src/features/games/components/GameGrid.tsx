import type { Game, VendorItem } from '@fortuna/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Pagination } from '../../../ui/Pagination';
import { EmptyState, ErrorState } from '../../../ui/StatePanel';
import { useFavouriteIds, useFavouriteToggle } from '../hooks/useFavourites';
import { useLaunchGame } from '../hooks/useLaunchGame';
import { GameCard } from './GameCard';

const SKELETON_CARDS = Array.from({ length: 12 }, (_, index) => index);

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

  if (isLoading) {
    return (
      <div className="game-grid" role="status" aria-label={t('common.loading')} data-testid="game-grid-loading">
        {SKELETON_CARDS.map((key) => (
          <div key={key} className="game-card game-card--skeleton" aria-hidden="true">
            <div className="game-card__media" />
            <div className="game-card__info">
              <span className="skeleton-line" />
            </div>
          </div>
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
        {games.map((game) => (
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

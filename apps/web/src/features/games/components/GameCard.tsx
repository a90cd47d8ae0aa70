import type { Game, VendorItem } from '@fortuna/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { LazyImage } from '../../../ui/LazyImage';

interface GameCardProps {
  game: Game;
  vendor?: VendorItem;
  isFavourite: boolean;
  isLaunching: boolean;
  onLaunch: (game: Game, wantsTrial: boolean) => void;
  onToggleFavourite: (game: Game) => void;
}

/**
 * A game of the grid (spec §2 Game card): hot badge, image, Start and (when the game offers one)
 * Free trial, vendor, name and the favourite heart; maintenance shows a ribbon.
 */
export function GameCard({ game, vendor, isFavourite, isLaunching, onLaunch, onToggleFavourite }: GameCardProps) {
  const { t } = useTranslation();
  const name = game.gameName || game.nodeName;
  const image = game.showIcon || game.iconUrl;
  const hasTrial = game.supportPlay === 0;
  const vendorName = vendor?.displayName || game.vassalage;

  return (
    <article
      className={`game-card${game.maintenance ? ' game-card--maintenance' : ''}`}
      data-testid="game-card"
      data-node-id={game.nodeId}
    >
      <div className="game-card__media">
        <LazyImage className="game-card__image" src={image} alt={name} width={300} height={300} />
        {game.isHot === 1 && (
          <span className="game-card__badge game-card__badge--hot" data-testid="game-card-hot">
            <Icon name="flame" size={12} />
            {t('games.card.hot')}
          </span>
        )}
        {game.isHot !== 1 && game.isNew === 1 && (
          <span className="game-card__badge game-card__badge--new">{t('games.card.new')}</span>
        )}
        {game.maintenance && (
          <span className="game-card__ribbon" data-testid="game-card-maintenance">
            {t('games.card.maintenance')}
          </span>
        )}
        <div className="game-card__actions">
          <button
            type="button"
            className="btn btn--primary btn--small game-card__start"
            onClick={() => onLaunch(game, false)}
            disabled={isLaunching}
            data-testid="game-card-start"
          >
            <Icon name="play" size={14} />
            {t('games.card.start')}
          </button>
          {hasTrial && (
            <button
              type="button"
              className="btn btn--secondary btn--small game-card__trial"
              onClick={() => onLaunch(game, true)}
              disabled={isLaunching}
              data-testid="game-card-trial"
            >
              {t('games.card.trial')}
            </button>
          )}
        </div>
      </div>
      <div className="game-card__info">
        <div className="game-card__text">
          <p className="game-card__vendor">
            {vendor?.lagerIcon ? (
              <img className="game-card__vendor-icon" src={vendor.lagerIcon} alt="" width={16} height={16} />
            ) : (
              <span className="game-card__vendor-dot" aria-hidden="true" />
            )}
            <span>{vendorName}</span>
          </p>
          <h3 className="game-card__name" title={name} data-testid="game-card-name">
            {name}
          </h3>
        </div>
        <button
          type="button"
          className={`game-card__heart${isFavourite ? ' game-card__heart--on' : ''}`}
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t('games.card.unfavourite', { name }) : t('games.card.favourite', { name })}
          onClick={() => onToggleFavourite(game)}
          data-testid="game-card-heart"
        >
          <Icon name="heart" size={18} />
        </button>
      </div>
    </article>
  );
}

import type { Game } from '@fortuna/contracts/catalogue';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { LazyImage } from '../../../ui/LazyImage';
import { vendorListQuery } from '../api/games';
import './recommended-games.css';

interface RecommendedGamesProps {
  games: Game[];
  onStart: (game: Game) => void;
}

/** Other games offered when the chosen one is under maintenance: a short list, each with Start. */
export function RecommendedGames({ games, onStart }: RecommendedGamesProps) {
  const { t } = useTranslation();
  const vendors = useQuery(vendorListQuery());
  const vendorName = (code: string) => vendors.data?.find((vendor) => vendor.vassalage === code)?.displayName || code;

  return (
    <section className="recommended-games" data-testid="launch-recommended">
      <h3 className="recommended-games__title">{t('games.launch.recommended')}</h3>
      <ul className="recommended-games__list">
        {games.map((game) => {
          const name = game.gameName || game.nodeName;
          return (
            <li key={game.nodeId} className="recommended-game" data-testid="launch-recommended-game">
              <LazyImage
                className="recommended-game__image"
                src={game.showIcon || game.iconUrl}
                alt=""
                width={48}
                height={48}
              />
              <span className="recommended-game__text">
                <span className="recommended-game__name" title={name}>
                  {name}
                </span>
                <span className="recommended-game__vendor">{vendorName(game.vassalage)}</span>
              </span>
              <button
                type="button"
                className="btn btn--primary btn--small recommended-game__start"
                onClick={() => onStart(game)}
                aria-label={t('games.launch.startGame', { name })}
                data-testid="launch-recommended-start"
                data-node-id={game.nodeId}
              >
                <Icon name="play" size={13} />
                {t('games.card.start')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

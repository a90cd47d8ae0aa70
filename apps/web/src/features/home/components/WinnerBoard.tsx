import { SOCKET_EVENTS } from '@fortuna/contracts/api-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { Icon } from '../../../ui/Icon';
import { winnersQuery } from '../api/content';
import { isCarouselActive, stepIndex, WINNER_AUTOPLAY_MS, WINNER_SPEED_MS, wrapIndex } from '../logic/carousel';
import { formatWinAmount, maskCustomerName, winnerSlides } from '../logic/winners';

/** The winner board (spec §2): biggest wins first, two a slide, turning every 3 s when there are more; live. */
export function WinnerBoard() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(winnersQuery(i18n.language));
  const queryClient = useQueryClient();
  // A big win anywhere on the site (by the merchant's threshold) shows at once.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: winnersQuery(i18n.language).queryKey });
  useLiveEvent(useSiteSocket(), SOCKET_EVENTS.bigWin, refresh, refresh);
  const slides = useMemo(() => winnerSlides(data?.list ?? []), [data]);
  const [rawIndex, setIndex] = useState(0);
  const index = wrapIndex(rawIndex, slides.length);
  const turns = isCarouselActive(slides.length);

  useEffect(() => {
    if (!turns) return;
    const timer = window.setInterval(
      () => setIndex((current) => stepIndex(current, 1, slides.length)),
      WINNER_AUTOPLAY_MS,
    );
    return () => window.clearInterval(timer);
  }, [turns, slides.length]);

  return (
    <section className="winner-board" aria-labelledby="winner-board-title" data-testid="winner-board">
      <header className="winner-board__head">
        <h2 id="winner-board-title" className="winner-board__title">
          <Icon name="trophy" size={18} />
          {t('home.winners.title')}
        </h2>
        {turns && (
          <span className="winner-board__pager" aria-hidden="true">
            {index + 1}/{slides.length}
          </span>
        )}
      </header>
      {slides.length === 0 ? (
        <div className="winner-board__empty" data-testid="winner-board-empty">
          {isPending ? (
            <span className="skeleton-line" />
          ) : (
            <>
              <span className="winner-board__empty-icon" aria-hidden="true">
                <Icon name="sparkles" size={22} />
              </span>
              <div>
                <p className="winner-board__empty-title">{t('home.winners.emptyTitle')}</p>
                <p className="winner-board__empty-text">{t('home.winners.emptyText')}</p>
              </div>
            </>
          )}
        </div>
      ) : (
        <div className="winner-board__viewport" style={{ '--winner-speed': `${WINNER_SPEED_MS}ms` } as CSSProperties}>
          {slides.map((slide, position) => (
            <ul
              key={slide.map((winner) => winner.recordId).join('-')}
              className={`winner-board__slide${position === index ? ' winner-board__slide--active' : ''}${position === wrapIndex(index - 1, slides.length) && turns ? ' winner-board__slide--leaving' : ''}`}
              aria-hidden={position !== index}
              data-testid="winner-slide"
            >
              {slide.map((winner) => (
                <li key={winner.recordId} className="winner" data-testid="winner">
                  <span className="winner__icon">
                    {winner.iconUrl ? (
                      <img src={winner.iconUrl} alt="" width={44} height={44} loading="lazy" />
                    ) : (
                      <Icon name="slot" size={22} />
                    )}
                  </span>
                  <span className="winner__text">
                    <span className="winner__name">{maskCustomerName(winner.customerName)}</span>
                    <span className="winner__game">{winner.gameName}</span>
                  </span>
                  <span className="winner__amount">{formatWinAmount(winner.winAmount)}</span>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </section>
  );
}

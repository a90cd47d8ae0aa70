import type { Banner } from '@fortuna/contracts/content';
import { type CSSProperties, type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { bannerTarget } from '../logic/banner-link';
import {
  BANNER_AUTOPLAY_MS,
  BANNER_SPEED_MS,
  isCarouselActive,
  stepIndex,
  swipeDirection,
  wrapIndex,
} from '../logic/carousel';

function BannerImage({ banner, isFirst }: { banner: Banner; isFirst: boolean }) {
  return (
    <img
      className="banner-carousel__image"
      src={banner.url}
      alt={banner.title}
      width={1600}
      height={500}
      loading={isFirst ? 'eager' : 'lazy'}
      draggable={false}
    />
  );
}

function BannerSlide({ banner, isFirst }: { banner: Banner; isFirst: boolean }) {
  const target = bannerTarget(banner.linkage);
  const image = <BannerImage banner={banner} isFirst={isFirst} />;
  if (target?.kind === 'route') {
    return (
      <Link to={target.to} className="banner-carousel__link" data-testid="banner-link">
        {image}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className="banner-carousel__link"
        data-testid="banner-link"
      >
        {image}
      </a>
    );
  }
  return <div className="banner-carousel__link">{image}</div>;
}

/**
 * The w_home banner carousel (spec §2): arrows, clickable dots, loops and turns every 5 s (1 s
 * transition) when there is more than one banner, carries on after a click, and follows swipes.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const count = banners.length;
  const [rawIndex, setIndex] = useState(0);
  const index = wrapIndex(rawIndex, count);
  const isActive = isCarouselActive(count);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // A swipe ends with a click on the slide; that click must not open the banner.
  const swallowClick = useRef(false);

  // Every change of slide (by timer or by hand) starts a new 5 s wait: autoplay carries on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index restarts the wait on purpose
  useEffect(() => {
    if (!isActive) return;
    const timer = window.setTimeout(() => setIndex((current) => stepIndex(current, 1, count)), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isActive, count, index]);

  const go = (delta: number) => setIndex((current) => stepIndex(current, delta, count));

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch || !isActive) return;
    const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
    if (direction !== 0) {
      swallowClick.current = true;
      window.setTimeout(() => {
        swallowClick.current = false;
      }, 400);
      go(direction);
    }
  };

  if (count === 0) return null;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banner.label')}
      data-testid="banner-carousel"
      data-index={index}
      style={{ '--banner-speed': `${BANNER_SPEED_MS}ms` } as CSSProperties}
    >
      <div
        className="banner-carousel__viewport"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        onClickCapture={(event) => {
          if (swallowClick.current) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        {banners.map((banner, slide) => (
          <div
            key={banner.id}
            className={`banner-carousel__slide${slide === index ? ' banner-carousel__slide--active' : ''}`}
            aria-hidden={slide !== index}
            inert={slide !== index}
            data-testid="banner-slide"
            data-active={slide === index}
            data-title={banner.title}
          >
            <BannerSlide banner={banner} isFirst={slide === 0} />
          </div>
        ))}
      </div>
      {isActive && (
        <>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--prev"
            onClick={() => go(-1)}
            aria-label={t('home.banner.previous')}
            data-testid="banner-prev"
          >
            <Icon name="chevronLeft" size={20} />
          </button>
          <button
            type="button"
            className="banner-carousel__arrow banner-carousel__arrow--next"
            onClick={() => go(1)}
            aria-label={t('home.banner.next')}
            data-testid="banner-next"
          >
            <Icon name="chevronRight" size={20} />
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, slide) => (
              <button
                key={banner.id}
                type="button"
                className={`banner-carousel__dot${slide === index ? ' banner-carousel__dot--active' : ''}`}
                aria-label={t('home.banner.goTo', { index: slide + 1 })}
                aria-current={slide === index ? 'true' : undefined}
                onClick={() => setIndex(slide)}
                data-testid="banner-dot"
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}

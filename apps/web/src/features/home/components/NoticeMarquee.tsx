import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { marqueeQuery } from '../api/content';

/** Seconds the line needs to cross the strip: calm for short lines, never a blur for long ones. */
function durationFor(text: string): number {
  return Math.min(90, Math.max(18, Math.round(text.length * 0.28)));
}

/** The scrolling notice line of the home lobby; hidden when staff have published none (an empty strip while loading). */
export function NoticeMarquee() {
  const { t, i18n } = useTranslation();
  const { data, isPending } = useQuery(marqueeQuery(i18n.language));
  // The strip's place is kept while loading; it is only left out once it is known to be empty.
  if (isPending) return <div className="notice-marquee notice-marquee--placeholder" aria-hidden="true" />;
  const lines = data?.list.filter((line) => line.trim() !== '') ?? [];
  if (lines.length === 0) return null;
  const text = lines.join('   ✦   ');
  return (
    <section className="notice-marquee" aria-label={t('home.marquee.label')} data-testid="notice-marquee">
      <span className="notice-marquee__icon" aria-hidden="true">
        <Icon name="bell" size={16} />
      </span>
      <div className="notice-marquee__viewport">
        <p className="notice-marquee__track" style={{ animationDuration: `${durationFor(text)}s` }}>
          <span className="notice-marquee__text" data-testid="notice-marquee-text">
            {text}
          </span>
          <span className="notice-marquee__text" aria-hidden="true">
            {text}
          </span>
        </p>
      </div>
    </section>
  );
}

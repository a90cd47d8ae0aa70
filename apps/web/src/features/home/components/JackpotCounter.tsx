import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { formatJackpot, JACKPOT_TICK_MS, jackpotAfter, jackpotStart } from '../logic/jackpot';

/** The progressive jackpot (spec §4): a time-of-day start, +165.11 every 3 s; a click opens the slots. */
export function JackpotCounter() {
  const { t } = useTranslation();
  const [start] = useState(() => jackpotStart(new Date()));
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(() => setTicks((count) => count + 1), JACKPOT_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const value = formatJackpot(jackpotAfter(start, ticks));
  return (
    <Link to="/rng" className="jackpot" data-testid="jackpot" aria-label={t('home.jackpot.aria', { value })}>
      <span className="jackpot__glow" aria-hidden="true" />
      <span className="jackpot__label">
        <Icon name="trophy" size={18} />
        {t('home.jackpot.title')}
      </span>
      <span className="jackpot__value" data-testid="jackpot-value" aria-live="off">
        <span className="jackpot__currency">₫</span>
        <span key={ticks} className="jackpot__digits">
          {value}
        </span>
      </span>
      <span className="jackpot__cta">
        {t('home.jackpot.cta')}
        <Icon name="chevronRight" size={16} />
      </span>
    </Link>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../ui/Icon';
import { useJackpotPool } from '../hooks/useJackpotPool';
import { formatJackpot, formatPoolMinor, JACKPOT_TICK_MS, jackpotAfter, jackpotStart } from '../logic/jackpot';

/**
 * The progressive jackpot on the home lobby; a click opens the slots. It shows the real pool of the studio's
 * progressive slot, live; without one it runs the spec §4 counter (a time-of-day start, +165.11 every 3 s).
 */
export function JackpotCounter() {
  const { t } = useTranslation();
  const pool = useJackpotPool();
  const [start] = useState(() => jackpotStart(new Date()));
  const [ticks, setTicks] = useState(0);

  useEffect(() => {
    if (pool) return;
    const timer = window.setInterval(() => setTicks((count) => count + 1), JACKPOT_TICK_MS);
    return () => window.clearInterval(timer);
  }, [pool]);

  const value = pool ? formatPoolMinor(pool.amount) : formatJackpot(jackpotAfter(start, ticks));
  return (
    <Link to="/rng" className="jackpot" data-testid="jackpot" aria-label={t('home.jackpot.aria', { value })}>
      <span className="jackpot__glow" aria-hidden="true" />
      <span className="jackpot__label">
        <Icon name="trophy" size={18} />
        {t('home.jackpot.title')}
      </span>
      <span
        className="jackpot__value"
        data-testid="jackpot-value"
        data-source={pool ? 'pool' : 'counter'}
        aria-live="off"
      >
        <span className="jackpot__currency">₫</span>
        <span key={value} className="jackpot__digits">
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

import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n';
import { formatMinor } from '../../lib/money';
import { countUp } from '../../lib/motion';

/** The progressive pool, counting up to each new figure the server reports. */
export function JackpotMeter({ pool, currency, hit = false }: { pool: bigint; currency: string; hit?: boolean }) {
  const { t } = useI18n();
  const [shown, setShown] = useState(pool);
  const previous = useRef(pool);
  useEffect(() => {
    const controller = new AbortController();
    const from = previous.current;
    previous.current = pool;
    // A drop (a jackpot was paid, the pool reseeded) shows at once; growth counts up.
    if (pool < from) setShown(pool);
    else void countUp(from, pool, 900, setShown, controller.signal);
    return () => controller.abort();
  }, [pool]);
  return (
    <div className={`jackpot-meter${hit ? ' is-hit' : ''}`} data-testid="jackpot-meter" role="status">
      <span className="jackpot-meter__label">{t('jackpot.meter')}</span>
      <strong className="jackpot-meter__value" data-testid="jackpot-pool">
        {formatMinor(shown, currency)}
      </strong>
    </div>
  );
}

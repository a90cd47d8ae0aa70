import { useTranslation } from 'react-i18next';
import { clockText, gmtOffset, useClock } from '../hooks/useClock';
import { useMerchantTimeZone } from '../hooks/useMerchantTimeZone';

/**
 * The agent centre header's time (spec §2): the GMT offset and a clock updated every second, in the
 * merchant's zone, in which every figure of the agent centre is counted.
 */
export function AgentClock() {
  const { t, i18n } = useTranslation();
  const now = useClock();
  const timeZone = useMerchantTimeZone();
  return (
    <p className="agent-clock" data-zone={timeZone}>
      <span className="agent-clock__zone" title={timeZone || t('agentCentre.timeZone')} data-testid="agent-gmt">
        {gmtOffset(now, timeZone)}
      </span>
      <time className="agent-clock__time" dateTime={now.toISOString()} data-testid="agent-clock">
        {clockText(now, timeZone, i18n.language === 'TY')}
      </time>
    </p>
  );
}

import { useTranslation } from 'react-i18next';
import { clockText, gmtOffset, useClock } from '../hooks/useClock';

/** The agent centre header's time: the GMT offset and a clock updated every second (spec §2). */
export function AgentClock() {
  const { t } = useTranslation();
  const now = useClock();
  return (
    <p className="agent-clock">
      <span className="agent-clock__zone" title={t('agentCentre.timeZone')} data-testid="agent-gmt">
        {gmtOffset(now)}
      </span>
      <time className="agent-clock__time" dateTime={now.toISOString()} data-testid="agent-clock">
        {clockText(now)}
      </time>
    </p>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortcutRange } from '../../../lib/date-range';
import { clockText, gmtOffset, useClock } from '../hooks/useClock';
import { teamOverviewQuery } from '../team/api/team-overview';
import { teamRangeQuery } from '../team/hooks/team-range';

/**
 * The agent centre header's time (spec §2): the GMT offset and a clock updated every second, in the
 * merchant's zone, in which every figure of the agent centre is counted (the team overview names it;
 * the browser's zone shows until it has answered).
 */
export function AgentClock() {
  const { t, i18n } = useTranslation();
  const now = useClock();
  // The overview's default range: the same answer the team overview page (the default page) shows.
  const [range] = useState(() => teamRangeQuery(shortcutRange('previous7', new Date())));
  const timeZone = useQuery({ ...teamOverviewQuery(range), select: (overview) => overview.timeZone }).data;
  return (
    <p className="agent-clock" data-zone={timeZone ?? ''}>
      <span className="agent-clock__zone" title={timeZone ?? t('agentCentre.timeZone')} data-testid="agent-gmt">
        {gmtOffset(now, timeZone)}
      </span>
      <time className="agent-clock__time" dateTime={now.toISOString()} data-testid="agent-clock">
        {clockText(now, timeZone, i18n.language === 'TY')}
      </time>
    </p>
  );
}

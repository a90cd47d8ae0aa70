import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../../hooks/useApiErrorMessage';
import { type DayRange, RANGE_SHORTCUTS, rangeToQuery, shortcutRange } from '../../../../lib/date-range';
import { DateRangePicker } from '../../../../ui/DateRangePicker';
import { ErrorState, LoadingState } from '../../../../ui/StatePanel';
import { useMerchantTimeZone } from '../../hooks/useMerchantTimeZone';
import { teamOverviewQuery } from '../api/team-overview';
import { teamRangeQuery } from '../hooks/team-range';
import { TeamChart } from './TeamChart';
import { TeamStatCards } from './TeamStatCards';
import './team.css';
import './team-overview.css';

/** agentTeamOverview: the team's figures over the chosen days, then a day-by-day chart. */
export function TeamOverviewPanel({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const timeZone = useMerchantTimeZone();
  const [range, setRange] = useState<DayRange>(() => shortcutRange('previous7', new Date(), timeZone));
  const request = teamRangeQuery(range);
  const overview = useQuery(teamOverviewQuery(request));
  // The picker explains a reversed range itself; a range over a year is ours to explain.
  const isTooLong = request === null && rangeToQuery(range) !== null;

  const renderBody = () => {
    if (request === null) return null;
    if (overview.isPending) return <LoadingState />;
    if (overview.isError) {
      return (
        <ErrorState
          message={errorMessage(overview.error)}
          onRetry={() => void overview.refetch()}
          isRetrying={overview.isFetching}
        />
      );
    }
    const data = overview.data;
    return (
      <>
        <p className="team-overview__period" data-testid="team-overview-period">
          {t('agentCentre.team.overview.period', { from: data.from, to: data.to, timeZone: data.timeZone })}
        </p>
        <TeamStatCards overview={data} currencySymbol={currencySymbol} />
        <section className="team-card" aria-labelledby="team-chart-title">
          <header className="team-card__head">
            <h3 id="team-chart-title" className="team-card__title">
              {t('agentCentre.team.chart.title')}
            </h3>
            <p className="team-card__hint">{t('agentCentre.team.chart.hint')}</p>
          </header>
          <TeamChart series={data.series} currencySymbol={currencySymbol} />
        </section>
      </>
    );
  };

  return (
    <div
      className={`team-overview${overview.isPlaceholderData ? ' team-overview--updating' : ''}`}
      aria-busy={overview.isFetching}
      data-testid="team-overview"
    >
      <DateRangePicker
        range={range}
        onChange={setRange}
        shortcuts={RANGE_SHORTCUTS}
        timeZone={timeZone}
        testIdPrefix="team-overview"
      />
      {isTooLong && (
        <p className="form-alert" role="alert">
          {t('agentCentre.team.overview.tooLong')}
        </p>
      )}
      {renderBody()}
    </div>
  );
}

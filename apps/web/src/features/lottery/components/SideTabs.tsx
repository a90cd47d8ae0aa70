import { useTranslation } from 'react-i18next';

export const SIDE_TABS = ['latest', 'history', 'stats'] as const;
export type SideTab = (typeof SIDE_TABS)[number];

/** The side column's tabs of a lottery page: the latest result, results by date, and (regional draws) statistics. */
export function SideTabs({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly SideTab[];
  active: SideTab;
  onChange: (tab: SideTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="lottery-sidetabs" role="tablist" aria-label={t('lotteryVn.results')}>
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          className={`lottery-sidetabs__tab${tab === active ? ' is-active' : ''}`}
          onClick={() => onChange(tab)}
          data-testid={`lottery-side-${tab}`}
        >
          {t(`lotteryStats.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

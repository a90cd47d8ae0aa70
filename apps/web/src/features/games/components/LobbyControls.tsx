import type { GameClassify, VendorItem } from '@fortuna/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../ui/Icon';
import { LOBBY_FILTERS, type LobbyFilter, type VendorTab } from '../hooks/lobby-query';

interface VendorTabsProps {
  vendors: readonly VendorItem[];
  /** The lit tab: ALL, RECENT, FAV or a vendor code. */
  active: string;
  onSelect: (tab: VendorTab) => void;
}

function initialsOf(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

const FIXED_TABS: readonly { tab: 'ALL' | 'RECENT' | 'FAV'; icon: IconName }[] = [
  { tab: 'ALL', icon: 'grid' },
  { tab: 'RECENT', icon: 'clock' },
  { tab: 'FAV', icon: 'heart' },
];

/** The vendor strip: All, Recent, Favourite, then the category's vendors (spec §2 Game lobby per type). */
export function VendorTabs({ vendors, active, onSelect }: VendorTabsProps) {
  const { t } = useTranslation();
  return (
    <div className="vendor-tabs" role="tablist" aria-label={t('games.vendorTabs.label')} data-testid="vendor-tabs">
      {FIXED_TABS.map(({ tab, icon }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={active === tab}
          className={`vendor-tab${active === tab ? ' vendor-tab--active' : ''}`}
          onClick={() => onSelect(tab)}
          data-testid={`vendor-tab-${tab.toLowerCase()}`}
        >
          <span className="vendor-tab__logo vendor-tab__logo--icon">
            <Icon name={icon} size={18} />
          </span>
          <span className="vendor-tab__name">{t(`games.vendorTabs.${tab}`)}</span>
        </button>
      ))}
      {vendors.map((vendor) => (
        <button
          key={vendor.vassalage}
          type="button"
          role="tab"
          aria-selected={active === vendor.vassalage}
          className={`vendor-tab${active === vendor.vassalage ? ' vendor-tab--active' : ''}`}
          onClick={() => onSelect({ vendor: vendor.vassalage })}
          title={vendor.maintenance ? t('games.card.maintenance') : vendor.displayName}
          data-testid={`vendor-tab-${vendor.vassalage}`}
        >
          <span className="vendor-tab__logo">
            {vendor.lagerIcon ? (
              <img src={vendor.lagerIcon} alt="" width={28} height={28} loading="lazy" />
            ) : (
              <span className="vendor-tab__initials">{initialsOf(vendor.displayName || vendor.vassalage)}</span>
            )}
            {vendor.maintenance && <span className="vendor-tab__maintenance" aria-hidden="true" />}
          </span>
          <span className="vendor-tab__name">{vendor.displayName || vendor.vassalage}</span>
        </button>
      ))}
    </div>
  );
}

const FILTER_ICONS: Record<LobbyFilter, IconName> = {
  NEW: 'sparkles',
  FAV: 'heart',
  ALL: 'grid',
  HOT: 'flame',
  RECENT: 'clock',
};

/** NEW / FAV / ALL / HOT / RECENT (spec §2 filter tabs). */
export function FilterTabs({ active, onSelect }: { active: LobbyFilter; onSelect: (filter: LobbyFilter) => void }) {
  const { t } = useTranslation();
  return (
    <div className="filter-tabs" role="tablist" aria-label={t('games.filters.label')} data-testid="filter-tabs">
      {LOBBY_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          role="tab"
          aria-selected={active === filter}
          className={`filter-tab${active === filter ? ' filter-tab--active' : ''}`}
          onClick={() => onSelect(filter)}
          data-testid={`filter-tab-${filter.toLowerCase()}`}
        >
          <Icon name={FILTER_ICONS[filter]} size={14} />
          {t(`games.filters.${filter}`)}
        </button>
      ))}
    </div>
  );
}

interface ClassifyChipsProps {
  classifies: readonly GameClassify[];
  active: GameClassify | null;
  onSelect: (classify: GameClassify | null) => void;
}

/** Slots sub-categories: scratch, video poker, jackpot, table, arcade, bingo. */
export function ClassifyChips({ classifies, active, onSelect }: ClassifyChipsProps) {
  const { t } = useTranslation();
  if (classifies.length === 0) return null;
  return (
    <fieldset className="classify-chips" data-testid="classify-chips">
      <legend className="visually-hidden">{t('games.classify.label')}</legend>
      <button
        type="button"
        className={`classify-chip${active === null ? ' classify-chip--active' : ''}`}
        aria-pressed={active === null}
        onClick={() => onSelect(null)}
        data-testid="classify-chip-all"
      >
        {t('games.classify.all')}
      </button>
      {classifies.map((classify) => (
        <button
          key={classify}
          type="button"
          className={`classify-chip${active === classify ? ' classify-chip--active' : ''}`}
          aria-pressed={active === classify}
          onClick={() => onSelect(active === classify ? null : classify)}
          data-testid={`classify-chip-${classify}`}
        >
          {t(`games.classify.${classify}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** Search by name; the lobby waits for a pause in typing before it asks. */
export function GameSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <label className="game-search">
      <Icon name="search" size={16} className="game-search__icon" />
      <input
        type="search"
        className="game-search__input"
        value={value}
        maxLength={64}
        placeholder={t('games.search.placeholder')}
        aria-label={t('games.search.label')}
        onChange={(event) => onChange(event.target.value)}
        data-testid="game-search"
      />
      {value && (
        <button
          type="button"
          className="game-search__clear"
          onClick={() => onChange('')}
          aria-label={t('games.search.clear')}
        >
          <Icon name="close" size={14} />
        </button>
      )}
    </label>
  );
}

import { BANNER_GROUPS, type ContentItem, type ContentKind } from '@fortuna/contracts/content';
import { useMemo } from 'react';
import { Icon } from '../../../ui/Icon';
import { EmptyState } from '../../../ui/StateViews';
import { ContentTable } from './ContentTable';
import { BANNER_GROUP_META, type BannerGroup, isOnSite, itemsOfKind, KIND_META } from './content-meta';

interface ContentPanelProps {
  items: readonly ContentItem[];
  kind: ContentKind;
  group: BannerGroup | '';
  now: number;
  canManage: boolean;
  pendingIds: ReadonlySet<number>;
  onGroupChange: (group: BannerGroup | '') => void;
  onAdd: () => void;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  onToggle: (item: ContentItem, visible: boolean) => void;
}

const EMPTY_HINTS: Record<ContentKind, string> = {
  banner:
    'Add a banner with a picture, choose where it shows (home carousel, sign-up popup or side menu) and, if you like, where a click takes players.',
  notice:
    'Add a notice to tell players about maintenance, new games or rule changes; it shows under the bell in the site header.',
  marquee:
    'Add a short line, such as a jackpot win or a holiday greeting, and it scrolls across the top of the home lobby.',
  popup: 'Add a popup to greet visitors, signed-in players or first sign-ins when the site opens.',
  promotion: 'Add a promotion to list an offer on the promotions page, with its terms written in the content.',
};

function AddButton({ kind, onAdd }: { kind: ContentKind; onAdd: () => void }) {
  return (
    <button type="button" className="btn btn-primary" onClick={onAdd}>
      <Icon name="plus" size={16} /> Add a {KIND_META[kind].noun}
    </button>
  );
}

export function ContentPanel(props: ContentPanelProps) {
  const { items, kind, group, now, canManage } = props;
  const all = useMemo(() => itemsOfKind(items, kind), [items, kind]);
  const shown = useMemo(() => itemsOfKind(items, kind, group), [items, kind, group]);
  const liveCount = shown.filter((item) => isOnSite(item, now)).length;
  const meta = KIND_META[kind];

  if (all.length === 0) {
    return (
      <EmptyState
        title={`No ${meta.label.toLowerCase()} yet`}
        icon={kind === 'banner' ? 'image' : 'megaphone'}
        testId="content-empty"
      >
        <p>{EMPTY_HINTS[kind]}</p>
        {canManage ? (
          <AddButton kind={kind} onAdd={props.onAdd} />
        ) : (
          <p>Ask an administrator or operator to publish it.</p>
        )}
      </EmptyState>
    );
  }

  return (
    <>
      <div className="card-toolbar filter-bar">
        {kind === 'banner' ? (
          <label className="filter">
            <span className="filter-label">Group</span>
            <select
              className="input input-sm"
              value={group}
              data-testid="content-filter-group"
              onChange={(event) => props.onGroupChange(event.target.value as BannerGroup | '')}
            >
              <option value="">All groups</option>
              {BANNER_GROUPS.map((key) => (
                <option key={key} value={key}>
                  {BANNER_GROUP_META[key].label}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="content-kind-note">{meta.description}</p>
        )}
        <div className="toolbar-end">
          <span className="toolbar-note" data-testid="content-count" aria-live="polite">
            {group ? `${shown.length} of ${all.length}` : shown.length} · {liveCount} live now
          </span>
          {group ? (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => props.onGroupChange('')}>
              Clear filter
            </button>
          ) : null}
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          title={`No banners in ${group ? BANNER_GROUP_META[group].label : 'this group'}`}
          icon="image"
          testId="content-no-match"
        >
          <p>{group ? BANNER_GROUP_META[group].hint : ''}. Add one here, or show every group.</p>
          <div className="content-empty-actions">
            {canManage ? <AddButton kind={kind} onAdd={props.onAdd} /> : null}
            <button type="button" className="btn btn-ghost" onClick={() => props.onGroupChange('')}>
              Show all groups
            </button>
          </div>
        </EmptyState>
      ) : (
        <ContentTable
          items={shown}
          kind={kind}
          now={now}
          canManage={canManage}
          pendingIds={props.pendingIds}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onToggle={props.onToggle}
        />
      )}
    </>
  );
}

import type { ContentItem, ContentKind } from '@fortuna/contracts/content';
import { Badge } from '../../../ui/Badge';
import { Icon } from '../../../ui/Icon';
import { RowActions } from '../../../ui/RowActions';
import { Switch } from '../../../ui/Switch';
import { BannerThumb } from './BannerThumb';
import {
  AUDIENCE_META,
  audienceOf,
  bannerGroupLabel,
  contentExcerpt,
  formatScheduleDate,
  KIND_FIELDS,
  SCHEDULE_META,
  STATUS_META,
  scheduleState,
} from './content-meta';

interface ContentTableProps {
  items: readonly ContentItem[];
  kind: ContentKind;
  now: number;
  canManage: boolean;
  /** Items whose show/hide change is on its way to the server. */
  pendingIds: ReadonlySet<number>;
  onEdit: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
  onToggle: (item: ContentItem, visible: boolean) => void;
}

function Schedule({ item, now }: { item: ContentItem; now: number }) {
  const state = scheduleState(item.startsAt, item.endsAt, now);
  const meta = SCHEDULE_META[state];
  return (
    <div className="schedule-cell">
      <Badge tone={meta.tone} dot testId="content-schedule">
        {meta.label}
      </Badge>
      <span className="cell-sub muted">
        {item.startsAt ? `From ${formatScheduleDate(item.startsAt)}` : 'From publishing'}
        <br />
        {item.endsAt ? `Until ${formatScheduleDate(item.endsAt)}` : 'No end date'}
      </span>
    </div>
  );
}

/** What the second line of the title cell says: the link of a banner, the first words of a notice. */
function TitleDetail({ item }: { item: ContentItem }) {
  const fields = KIND_FIELDS[item.kind];
  if (fields.banner) {
    return item.linkUrl ? (
      <span className="cell-sub muted mono cell-truncate" title={item.linkUrl}>
        <Icon name="link" size={12} /> {item.linkUrl}
      </span>
    ) : (
      <span className="cell-sub muted">No link</span>
    );
  }
  if (!fields.content) return null;
  const excerpt = contentExcerpt(item.content);
  return <span className="cell-sub muted content-excerpt">{excerpt || 'No content yet'}</span>;
}

export function ContentTable({
  items,
  kind,
  now,
  canManage,
  pendingIds,
  onEdit,
  onDelete,
  onToggle,
}: ContentTableProps) {
  const fields = KIND_FIELDS[kind];
  return (
    <div className="table-wrap">
      <table className="table table-dense content-table" data-testid="content-table">
        <thead>
          <tr>
            {fields.banner ? (
              <th scope="col" className="col-banner">
                <span className="sr-only">Picture</span>
              </th>
            ) : null}
            <th scope="col">{kind === 'marquee' ? 'Line' : 'Title'}</th>
            {fields.banner ? <th scope="col">Group</th> : null}
            {fields.audience ? <th scope="col">Audience</th> : null}
            {fields.promotionType ? <th scope="col">Type</th> : null}
            <th scope="col">Schedule</th>
            <th scope="col" className="col-num">
              Order
            </th>
            <th scope="col">{canManage ? 'Shown' : 'Status'}</th>
            {canManage ? (
              <th scope="col" className="col-actions">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const audience = AUDIENCE_META[audienceOf(item.audience)];
            return (
              <tr
                key={item.id}
                data-testid="content-row"
                data-content-id={item.id}
                className={item.status === 'hidden' ? 'row-muted' : undefined}
              >
                {fields.banner ? (
                  <td className="col-banner">
                    <BannerThumb src={item.imageUrl} />
                  </td>
                ) : null}
                <td className="cell-title">
                  <span className="cell-strong" data-testid="content-title-cell">
                    {item.title}
                  </span>
                  <TitleDetail item={item} />
                </td>
                {fields.banner ? <td className="nowrap">{bannerGroupLabel(item.groupName)}</td> : null}
                {fields.audience ? (
                  <td>
                    <span title={audience.hint}>
                      <Badge tone={audience.tone} testId="content-audience">
                        {audience.label}
                      </Badge>
                    </span>
                  </td>
                ) : null}
                {fields.promotionType ? (
                  <td>
                    {item.promotionType ? (
                      <span className="code-pill">{item.promotionType}</span>
                    ) : (
                      <span className="muted">—</span>
                    )}
                  </td>
                ) : null}
                <td>
                  <Schedule item={item} now={now} />
                </td>
                <td className="col-num mono">{item.sortOrder}</td>
                <td>
                  {canManage ? (
                    <Switch
                      className="switch-sm"
                      data-testid="content-visible-toggle"
                      aria-label={`Shown on the site: ${item.title}`}
                      checked={item.status === 'active'}
                      disabled={pendingIds.has(item.id)}
                      onCheckedChange={(visible) => onToggle(item, visible)}
                    />
                  ) : (
                    <Badge tone={STATUS_META[item.status].tone} dot testId="content-status">
                      {STATUS_META[item.status].label}
                    </Badge>
                  )}
                </td>
                {canManage ? (
                  <RowActions
                    name={item.title}
                    testIdPrefix="content"
                    onEdit={() => onEdit(item)}
                    onDelete={() => onDelete(item)}
                  />
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

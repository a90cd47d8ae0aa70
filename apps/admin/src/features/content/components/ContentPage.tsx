import { CONTENT_KINDS, type ContentItem, type ContentKind } from '@fortuna/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { useCanManageContent } from '../../../session/permissions';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert, EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Tabs } from '../../../ui/Tabs';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { contentQuery } from '../api/content.api';
import { useNow, usePendingToggles, useToggleVisibility } from '../hooks/useContentMutations';
import { ContentFormDialog } from './ContentFormDialog';
import { ContentPanel } from './ContentPanel';
import { type BannerGroup, countByKind, isBannerGroup, isContentKind, KIND_META } from './content-meta';
import { DeleteContentDialog } from './DeleteContentDialog';

type Dialog = { kind: 'edit'; item?: ContentItem } | { kind: 'delete'; item: ContentItem };

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Site content of one merchant: the merchant, tab and banner group live in the address (?merchant=1&kind=marquee). */
export function ContentPage() {
  const canManage = useCanManageContent();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind: ContentKind = isContentKind(kindParam) ? kindParam : 'banner';
  const groupParam = params.get('group');
  const group: BannerGroup | '' = isBannerGroup(groupParam) ? groupParam : '';
  const merchants = useQuery(merchantsQuery);
  const merchantId = pickMerchantId(positiveInt(params.get('merchant')), merchants.data);
  const content = useQuery({ ...contentQuery(merchantId ?? 0), enabled: merchantId !== undefined });
  const toggle = useToggleVisibility();
  const pendingIds = usePendingToggles();
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const counts = useMemo(() => (content.data ? countByKind(content.data) : undefined), [content.data]);

  function change(changes: Record<string, string | undefined>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  }

  const merchant = merchants.data?.find((item) => item.id === merchantId);
  const meta = KIND_META[kind];
  const addButton =
    canManage && merchantId !== undefined ? (
      <button
        type="button"
        className="btn btn-primary"
        data-testid="content-create"
        onClick={() => setDialog({ kind: 'edit' })}
      >
        <Icon name="plus" size={16} /> Add {meta.noun}
      </button>
    ) : null;

  return (
    <div data-testid="content-page">
      <PageHeader
        title="Content"
        description="What a merchant's site shows: banners, notices, the marquee, popups and promotions, each with its own schedule."
        actions={addButton}
      />
      {canManage ? null : (
        <div className="page-notice">
          <Alert tone="info">Read only: only administrators and operators can publish and change site content.</Alert>
        </div>
      )}
      <section className="card card-flush content-merchant-card">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => change({ merchant: String(id), group: undefined })}
            testId="content-merchant"
          />
          {merchant ? (
            <div className="toolbar-end">
              <span className="toolbar-note">
                <Icon name="globe" size={14} /> Published to the {merchant.name} site
              </span>
            </div>
          ) : null}
        </div>
        {merchants.isPending ? <LoadingBlock /> : null}
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {merchants.data?.length === 0 ? (
          <EmptyState title="No merchants yet" icon="merchants" testId="content-no-merchants">
            <p>Content is published per merchant site. Add a merchant first, then come back to publish its content.</p>
            <Link className="btn btn-ghost" to="/merchants">
              Go to Merchants
            </Link>
          </EmptyState>
        ) : null}
      </section>
      {merchantId !== undefined && merchants.data && merchants.data.length > 0 ? (
        <>
          <Tabs
            label="Content kinds"
            tabs={CONTENT_KINDS.map((key) => ({
              key,
              label: counts ? `${KIND_META[key].label} (${counts[key]})` : KIND_META[key].label,
            }))}
            active={kind}
            onChange={(next) => change({ kind: next === 'banner' ? undefined : next, group: undefined })}
          />
          <section
            className="card card-flush tab-panel"
            role="tabpanel"
            id={`tabpanel-${kind}`}
            aria-labelledby={`tab-${kind}`}
          >
            {content.isPending ? <LoadingBlock /> : null}
            {content.isError ? <ErrorBlock error={content.error} onRetry={() => void content.refetch()} /> : null}
            {content.data ? (
              <ContentPanel
                items={content.data}
                kind={kind}
                group={group}
                now={now}
                canManage={canManage}
                pendingIds={pendingIds}
                onGroupChange={(next) => change({ group: next || undefined })}
                onAdd={() => setDialog({ kind: 'edit' })}
                onEdit={(item) => setDialog({ kind: 'edit', item })}
                onDelete={(item) => setDialog({ kind: 'delete', item })}
                onToggle={(item, visible) => toggle.mutate({ item, visible })}
              />
            ) : null}
          </section>
        </>
      ) : null}
      {dialog?.kind === 'edit' && merchantId !== undefined ? (
        <ContentFormDialog
          kind={dialog.item?.kind ?? kind}
          item={dialog.item}
          merchantId={merchantId}
          preferredGroup={group}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteContentDialog item={dialog.item} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

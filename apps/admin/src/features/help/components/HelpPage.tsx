import type { HelpArticleAdmin } from '@fortuna/contracts/help';
import { LANGUAGES, type Language } from '@fortuna/contracts/system';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { merchantsQuery } from '../../../api/merchant-queries';
import { pickMerchantId } from '../../../lib/list-filters';
import { useCanManageHelp } from '../../../session/permissions';
import { Icon } from '../../../ui/Icon';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert, EmptyState, ErrorBlock, LoadingBlock } from '../../../ui/StateViews';
import { Tabs } from '../../../ui/Tabs';
import { MerchantFilter } from '../../merchants/components/MerchantFilter';
import { helpArticlesQuery } from '../api/help.api';
import { DeleteHelpDialog } from './DeleteHelpDialog';
import { HelpFormDialog } from './HelpFormDialog';
import { HelpTable } from './HelpTable';
import { articlesOfLanguage, countByLanguage, isHelpLanguage, LANGUAGE_META, nextSort } from './help-meta';

type Dialog = { kind: 'edit'; article?: HelpArticleAdmin } | { kind: 'delete'; article: HelpArticleAdmin };

const DEFAULT_LANGUAGE: Language = 'EN';

function positiveInt(raw: string | null): number | undefined {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The help centre of one merchant, one tab per language: the merchant and tab live in the address (?merchant=1&lang=TY). */
export function HelpPage() {
  const canManage = useCanManageHelp();
  const [params, setParams] = useSearchParams();
  const langParam = params.get('lang');
  const lang: Language = isHelpLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  const merchants = useQuery(merchantsQuery);
  const merchantId = pickMerchantId(positiveInt(params.get('merchant')), merchants.data);
  const articles = useQuery({ ...helpArticlesQuery(merchantId ?? 0), enabled: merchantId !== undefined });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const counts = useMemo(() => (articles.data ? countByLanguage(articles.data) : undefined), [articles.data]);
  const shown = useMemo(() => (articles.data ? articlesOfLanguage(articles.data, lang) : []), [articles.data, lang]);

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
  const language = LANGUAGE_META[lang];
  const openNew = () => setDialog({ kind: 'edit' });
  const addButton =
    canManage && merchantId !== undefined ? (
      <button type="button" className="btn btn-primary" data-testid="help-create" onClick={openNew}>
        <Icon name="plus" size={16} /> Add {language.label} article
      </button>
    ) : null;

  return (
    <div data-testid="help-page">
      <PageHeader
        title="Help centre"
        description="The articles players read in the site's help centre and open from links such as /help#responsible-gaming, written per language."
        actions={addButton}
      />
      {canManage ? null : (
        <div className="page-notice">
          <Alert tone="info">Read only: only administrators and operators can write the help centre.</Alert>
        </div>
      )}
      <section className="card card-flush content-merchant-card">
        <div className="card-toolbar filter-bar">
          <MerchantFilter
            merchants={merchants.data ?? []}
            merchantId={merchantId}
            onChange={(id) => change({ merchant: String(id) })}
            testId="help-merchant"
          />
          {merchant ? (
            <div className="toolbar-end">
              <span className="toolbar-note">
                <Icon name="globe" size={14} /> Shown on the {merchant.name} site
              </span>
            </div>
          ) : null}
        </div>
        {merchants.isPending ? <LoadingBlock /> : null}
        {merchants.isError ? <ErrorBlock error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {merchants.data?.length === 0 ? (
          <EmptyState title="No merchants yet" icon="merchants" testId="help-no-merchants">
            <p>Each merchant site has its own help centre. Add a merchant first, then come back to write it.</p>
            <Link className="btn btn-ghost" to="/merchants">
              Go to Merchants
            </Link>
          </EmptyState>
        ) : null}
      </section>
      {merchantId !== undefined && merchants.data && merchants.data.length > 0 ? (
        <>
          <Tabs
            label="Languages"
            tabs={LANGUAGES.map((key) => ({
              key,
              label: counts
                ? `${key} · ${LANGUAGE_META[key].native} (${counts[key]})`
                : `${key} · ${LANGUAGE_META[key].native}`,
            }))}
            active={lang}
            onChange={(next) => change({ lang: next === DEFAULT_LANGUAGE ? undefined : next })}
          />
          <section
            className="card card-flush tab-panel"
            role="tabpanel"
            id={`tabpanel-${lang}`}
            aria-labelledby={`tab-${lang}`}
          >
            {articles.isPending ? <LoadingBlock /> : null}
            {articles.isError ? <ErrorBlock error={articles.error} onRetry={() => void articles.refetch()} /> : null}
            {articles.data && shown.length === 0 ? (
              <EmptyState title={`No ${language.label} articles yet`} icon="help" testId="help-empty">
                <p>
                  Players who read the site in {language.label} see an empty help centre. Add articles such as the
                  terms, responsible gaming and how to contact support.
                </p>
                {canManage ? (
                  <button type="button" className="btn btn-primary" onClick={openNew}>
                    <Icon name="plus" size={16} /> Add {language.label} article
                  </button>
                ) : (
                  <p>Ask an administrator or operator to write them.</p>
                )}
              </EmptyState>
            ) : null}
            {shown.length > 0 ? (
              <>
                <div className="card-toolbar filter-bar">
                  <p className="content-kind-note">
                    Listed in this order in the help centre and the site footer of players reading {language.label}.
                  </p>
                  <div className="toolbar-end">
                    <span className="toolbar-note" data-testid="help-count" aria-live="polite">
                      {shown.length} {shown.length === 1 ? 'article' : 'articles'}
                    </span>
                  </div>
                </div>
                <HelpTable
                  articles={shown}
                  canManage={canManage}
                  onEdit={(article) => setDialog({ kind: 'edit', article })}
                  onDelete={(article) => setDialog({ kind: 'delete', article })}
                />
              </>
            ) : null}
          </section>
        </>
      ) : null}
      {dialog?.kind === 'edit' && merchantId !== undefined ? (
        <HelpFormDialog
          lang={dialog.article && isHelpLanguage(dialog.article.lang) ? dialog.article.lang : lang}
          article={dialog.article}
          merchantId={merchantId}
          articles={articles.data ?? []}
          suggestedSort={nextSort(articles.data ?? [], lang)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteHelpDialog article={dialog.article} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

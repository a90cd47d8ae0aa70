import type { HelpArticle } from '@fortuna/contracts/system';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ComingSoonPanel } from '../../../ui/ComingSoonPanel';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { SafeHtml } from '../../../ui/SafeHtml';
import { useHelpArticles } from '../hooks/useHelpArticles';
import './help-modal.css';

interface HelpModalProps {
  isOpen: boolean;
  /** The term of the article to show; the first article when empty or unknown. */
  term: string;
  onSelect: (term: string) => void;
  onClose: () => void;
}

function pickArticle(articles: readonly HelpArticle[], term: string): HelpArticle | undefined {
  return articles.find((article) => article.term === term) ?? articles[0];
}

/** The help centre: article titles on one side, the selected article (sanitised HTML) on the other. */
export function HelpModal({ isOpen, term, onSelect, onClose }: HelpModalProps) {
  const { t } = useTranslation();
  const { data: articles, isPending, isError, refetch } = useHelpArticles();
  const selected = articles ? pickArticle(articles, term) : undefined;
  const selectedItemRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLElement>(null);

  // Bring the selected title into view and show its article from the top.
  useEffect(() => {
    if (!selected) return;
    selectedItemRef.current?.scrollIntoView?.({ block: 'nearest' });
    contentRef.current?.scrollTo?.({ top: 0 });
  }, [selected]);

  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('help.title')} size="large" testId="help-modal">
      {isPending && <p className="help__state">{t('common.loading')}</p>}
      {isError && (
        <div className="help__state">
          <p>{t('help.loadError')}</p>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {articles && articles.length === 0 && (
        <ComingSoonPanel isCompact icon="help" title={t('help.title')} description={t('help.empty')} />
      )}
      {articles && selected && (
        <div className="help">
          <nav className="help__list" aria-label={t('help.articles')}>
            {articles.map((article) => {
              const isSelected = article.id === selected.id;
              return (
                <button
                  key={article.id}
                  ref={isSelected ? selectedItemRef : undefined}
                  type="button"
                  className={`help__item${isSelected ? ' help__item--selected' : ''}`}
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => onSelect(article.term)}
                  data-term={article.term}
                >
                  <span>{article.title}</span>
                  <Icon name="chevronRight" size={16} />
                </button>
              );
            })}
          </nav>
          <article ref={contentRef} className="help__article" data-testid="help-article">
            <h3 className="help__article-title">{selected.title}</h3>
            <SafeHtml className="help__content" html={selected.content} />
          </article>
        </div>
      )}
    </Modal>
  );
}

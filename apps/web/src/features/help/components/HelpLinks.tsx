import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpArticles } from '../hooks/useHelpArticles';
import { helpArticleLink } from './help-links';

/** Footer links to every help article; each opens the help modal on that article. */
export function HelpLinks() {
  const { t } = useTranslation();
  const { data: articles, isPending } = useHelpArticles();

  if (isPending) return <p className="footer-muted">{t('common.loading')}</p>;
  if (!articles || articles.length === 0) return <p className="footer-muted">{t('footer.helpEmpty')}</p>;

  return (
    <ul className="footer-links" data-testid="help-links">
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={helpArticleLink(article.term)}>{article.title}</Link>
        </li>
      ))}
    </ul>
  );
}

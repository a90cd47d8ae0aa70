import type { HelpArticleAdmin } from '@fortuna/contracts/help';
import { RowActions } from '../../../ui/RowActions';
import { contentExcerpt } from '../../content/components/content-meta';

interface HelpTableProps {
  articles: readonly HelpArticleAdmin[];
  canManage: boolean;
  onEdit: (article: HelpArticleAdmin) => void;
  onDelete: (article: HelpArticleAdmin) => void;
}

/** One language's articles in the order the help centre lists them. */
export function HelpTable({ articles, canManage, onEdit, onDelete }: HelpTableProps) {
  return (
    <div className="table-wrap">
      <table className="table table-dense content-table help-table" data-testid="help-table">
        <thead>
          <tr>
            <th scope="col" className="col-num">
              Order
            </th>
            <th scope="col">Title</th>
            <th scope="col">Link</th>
            {canManage ? (
              <th scope="col" className="col-actions">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {articles.map((article) => {
            const excerpt = contentExcerpt(article.content);
            return (
              <tr key={article.id} data-testid="help-row" data-term={article.term}>
                <td className="col-num mono">{article.sort}</td>
                <td className="cell-title">
                  <span className="cell-strong" data-testid="help-title-cell">
                    {article.title}
                  </span>
                  <span className="cell-sub muted content-excerpt">{excerpt || 'No text yet'}</span>
                </td>
                <td>
                  <span className="code-pill help-term" title={`Opens this article: /help#${article.term}`}>
                    /help#{article.term}
                  </span>
                </td>
                {canManage ? (
                  <RowActions
                    name={article.title}
                    testIdPrefix="help"
                    onEdit={() => onEdit(article)}
                    onDelete={() => onDelete(article)}
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

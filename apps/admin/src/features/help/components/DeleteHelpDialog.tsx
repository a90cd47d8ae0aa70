import type { HelpArticleAdmin } from '@fortuna/contracts/help';
import { errorMessage } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useDeleteHelpArticle } from '../hooks/useHelpMutations';
import { isHelpLanguage, LANGUAGE_META } from './help-meta';

/** Confirms removing an article for good; links to its term then open the first article instead. */
export function DeleteHelpDialog({ article, onClose }: { article: HelpArticleAdmin; onClose: () => void }) {
  const remove = useDeleteHelpArticle();
  const language = isHelpLanguage(article.lang) ? LANGUAGE_META[article.lang].label : article.lang;

  function handleConfirm() {
    remove.mutate(article, {
      onSuccess: () => {
        toast.success(`${article.title}: deleted`);
        onClose();
      },
    });
  }

  const footer = (
    <>
      <button type="button" className="btn btn-ghost" onClick={onClose}>
        Cancel
      </button>
      <button
        type="button"
        className="btn btn-danger"
        disabled={remove.isPending}
        data-testid="help-delete-confirm"
        onClick={handleConfirm}
      >
        {remove.isPending ? 'Deleting…' : 'Delete article'}
      </button>
    </>
  );

  return (
    <Modal open title="Delete this article?" onClose={onClose} footer={footer} testId="help-delete-dialog">
      {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
      <p>
        <strong className="break-anywhere">{article.title}</strong> is removed from the {language} help centre. This
        cannot be undone.
      </p>
      <p className="muted">
        Links to <span className="mono">/help#{article.term}</span> will open the first article instead.
      </p>
    </Modal>
  );
}

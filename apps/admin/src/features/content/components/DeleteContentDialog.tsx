import type { ContentItem } from '@fortuna/contracts/content';
import { errorMessage } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useDeleteContent } from '../hooks/useContentMutations';
import { KIND_META } from './content-meta';

/** Confirms removing an item for good; hiding it is the way to keep it. */
export function DeleteContentDialog({ item, onClose }: { item: ContentItem; onClose: () => void }) {
  const remove = useDeleteContent();
  const noun = KIND_META[item.kind].noun;

  function handleConfirm() {
    remove.mutate(item, {
      onSuccess: () => {
        toast.success(`${item.title}: deleted`);
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
        data-testid="content-delete-confirm"
        onClick={handleConfirm}
      >
        {remove.isPending ? 'Deleting…' : `Delete ${noun}`}
      </button>
    </>
  );

  return (
    <Modal open title={`Delete this ${noun}?`} onClose={onClose} footer={footer} testId="content-delete-dialog">
      {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
      <p>
        <strong className="break-anywhere">{item.title}</strong> is removed from the site and from this list. This
        cannot be undone.
      </p>
      {item.status === 'active' ? (
        <p className="muted">To take it down for now and keep it for later, switch it to hidden instead.</p>
      ) : null}
    </Modal>
  );
}

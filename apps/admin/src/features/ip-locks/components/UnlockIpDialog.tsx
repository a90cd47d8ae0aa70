import type { IpLock } from '@fortuna/contracts/members';
import { errorMessage } from '../../../api/client';
import { Icon } from '../../../ui/Icon';
import { Modal } from '../../../ui/Modal';
import { Alert } from '../../../ui/StateViews';
import { toast } from '../../../ui/toast-store';
import { useUnlockIp } from '../hooks/useUnlockIp';

/** Confirms lifting the lock of an address. */
export function UnlockIpDialog({ lock, onClose }: { lock: IpLock; onClose: () => void }) {
  const unlock = useUnlockIp();

  function handleConfirm() {
    unlock.mutate(lock.id, {
      onSuccess: () => {
        toast.success(`${lock.ip} unlocked`);
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
        className="btn btn-primary"
        disabled={unlock.isPending}
        data-testid="ip-lock-confirm"
        onClick={handleConfirm}
      >
        <Icon name="unlock" size={16} />
        {unlock.isPending ? 'Unlocking…' : 'Unlock address'}
      </button>
    </>
  );

  return (
    <Modal open title={`Unlock ${lock.ip}?`} onClose={onClose} footer={footer} testId="ip-lock-dialog">
      <div className="stack">
        {unlock.isError ? <Alert>{errorMessage(unlock.error)}</Alert> : null}
        <p>
          Sign-ins from <span className="mono cell-strong">{lock.ip}</span> are accepted again at once.
        </p>
        <p className="muted">
          Locked {lock.lockCount} time{lock.lockCount === 1 ? '' : 's'}. Unlock only once you are satisfied the failed
          sign-ins were not an attack, e.g. a shared office or mobile network.
        </p>
      </div>
    </Modal>
  );
}

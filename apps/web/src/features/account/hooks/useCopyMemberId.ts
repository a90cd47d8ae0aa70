import { useTranslation } from 'react-i18next';
import { copyText } from '../../../lib/clipboard';
import { showDialog } from '../../../ui/dialog-store';

const COPY_DIALOG_MS = 1500;

/** Copies the member ID and confirms it with the copy-success dialog (spec §2 header). */
export function useCopyMemberId(): (memberId: number) => Promise<void> {
  const { t } = useTranslation();
  return async (memberId) => {
    const isCopied = await copyText(String(memberId));
    showDialog(
      isCopied
        ? { icon: 'success', title: t('account.copySuccess'), message: String(memberId), timeoutMs: COPY_DIALOG_MS }
        : { icon: 'error', title: t('account.copyFailed') },
    );
  };
}

import type { TFunction } from 'i18next';
import { showDialog } from '../../../ui/dialog-store';

/** The 'in_need_true_account' message of spec §4, with a confirm button. */
export function showRealAccountDialog(t: TFunction): void {
  showDialog({
    icon: 'warning',
    title: t('trial.title'),
    message: t('trial.inNeedTrueAccount'),
    buttons: [{ label: t('common.confirm'), variant: 'primary' }],
  });
}

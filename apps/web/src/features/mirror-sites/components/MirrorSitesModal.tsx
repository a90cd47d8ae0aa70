import { useTranslation } from 'react-i18next';
import { Modal } from '../../../ui/Modal';
import { MirrorSitesList } from './MirrorSitesList';

interface MirrorSitesModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The list of mirror domains in a popup (footer). */
export function MirrorSitesModal({ isOpen, onClose }: MirrorSitesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={t('mirrors.title')} size="small" testId="mirror-sites-modal">
      <MirrorSitesList isActive={isOpen} />
    </Modal>
  );
}

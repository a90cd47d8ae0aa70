import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { MirrorSitesModal } from './MirrorSitesModal';

/** Footer entry that opens the mirror-site list. */
export function MirrorSitesButton() {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--small"
        onClick={() => setIsOpen(true)}
        data-testid="mirror-sites-button"
      >
        <Icon name="globe" size={16} />
        {t('footer.mirrors')}
      </button>
      <MirrorSitesModal isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
}

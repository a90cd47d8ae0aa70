import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Dictionary } from '../i18n/locales/en';
import { ComingSoonPanel } from '../ui/ComingSoonPanel';
import type { IconName } from '../ui/Icon';

export type PlannedFeature = Exclude<keyof Dictionary['planned'], 'gameCentre' | 'gameList'>;

interface PlannedPageProps {
  feature: PlannedFeature;
  icon?: IconName;
}

/** A page whose feature arrives in a later release: says what will be here, links home. */
export function PlannedPage({ feature, icon }: PlannedPageProps) {
  const { t } = useTranslation();
  return (
    <div className="planned-page" data-testid={`planned-${feature}`}>
      <ComingSoonPanel
        icon={icon}
        title={t(`planned.${feature}.title`)}
        description={t(`planned.${feature}.body`)}
        actions={
          <Link to="/" className="btn btn--secondary">
            {t('common.backHome')}
          </Link>
        }
      />
    </div>
  );
}

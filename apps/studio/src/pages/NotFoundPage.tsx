import { useI18n } from '../i18n/i18n';
import { Icon } from '../ui/Icon';
import { PageFrame } from './PageFrame';

function NotFound() {
  const { t } = useI18n();
  return (
    <div className="centre-screen centre-screen--error">
      <Icon name="warning" size={44} />
      <h1>{t('app.notFound')}</h1>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <PageFrame>
      <NotFound />
    </PageFrame>
  );
}

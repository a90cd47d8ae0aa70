import { useI18n } from '../i18n/i18n';
import { Icon } from '../ui/Icon';
import type { GameController } from './controller';

const PROTECTION_CODES = ['RG_LIMIT_REACHED', 'RG_EXCLUDED', 'RG_SESSION_LIMIT', 'WIN_UNDER_REVIEW'] as const;

function isProtectionCode(code: string | undefined): code is (typeof PROTECTION_CODES)[number] {
  return PROTECTION_CODES.some((known) => known === code);
}

/** The last play's failure, with what the player can do about it. */
export function ErrorBanner({ ctl }: { ctl: GameController }) {
  const { t } = useI18n();
  const error = ctl.error;
  if (!error || error.kind === 'session') return null;
  let text: string;
  switch (error.kind) {
    case 'funds':
      text = t('error.funds');
      break;
    case 'retry':
      text = t('error.networkRound');
      break;
    case 'maintenance':
      text = t('error.maintenance');
      break;
    default:
      // Responsible-gaming refusals are the player's own limits: said in the player's language.
      text = isProtectionCode(error.code)
        ? t(`error.${error.code}`)
        : error.message
          ? `${t('error.rejected')} ${error.message}`
          : t('error.rejected');
  }
  return (
    <div className={`error-banner error-banner--${error.kind}`} role="alert" data-testid="error-banner">
      <Icon name="warning" />
      <p>{text}</p>
      <div className="error-banner__actions">
        {error.kind === 'retry' && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={ctl.retry}
            disabled={ctl.phase === 'sending'}
          >
            <Icon name="refresh" size={16} /> {t('action.retry')}
          </button>
        )}
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={ctl.dismissError}
          disabled={ctl.phase === 'sending'}
        >
          {t('action.dismiss')}
        </button>
      </div>
    </div>
  );
}

/** The session is gone: nothing can be played until the game is opened again from the lobby. */
export function SessionExpired() {
  const { t } = useI18n();
  return (
    <div className="blocking-overlay" role="alertdialog" aria-labelledby="session-expired-title">
      <div className="blocking-overlay__card">
        <Icon name="warning" size={40} />
        <h2 id="session-expired-title">{t('error.session')}</h2>
        <p>{t('error.sessionHint')}</p>
      </div>
    </div>
  );
}

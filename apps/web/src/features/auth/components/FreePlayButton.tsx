import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Icon } from '../../../ui/Icon';
import { useFreePlayLogin } from '../hooks/useFreePlayLogin';

/** The login popup's free play (trial) sign-in (spec §2, §4), with the server's refusal shown under it. */
export function FreePlayButton() {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const freePlay = useFreePlayLogin();

  return (
    <>
      <button
        type="button"
        className="btn btn--secondary btn--block"
        onClick={() => freePlay.mutate()}
        disabled={freePlay.isPending}
        aria-busy={freePlay.isPending}
        data-testid="login-free-play"
      >
        <Icon
          name={freePlay.isPending ? 'refresh' : 'controller'}
          size={16}
          className={freePlay.isPending ? 'spin' : undefined}
        />
        {freePlay.isPending ? t('login.freePlayPending') : t('login.freePlay')}
      </button>
      {freePlay.error ? (
        <p className="form-alert" role="alert" data-testid="login-free-play-error">
          <Icon name="error" size={16} />
          {errorMessage(freePlay.error)}
        </p>
      ) : (
        <p className="login-panel__hint">{t('login.freePlayHint')}</p>
      )}
    </>
  );
}

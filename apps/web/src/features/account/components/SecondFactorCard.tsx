import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { Icon, type IconName } from '../../../ui/Icon';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { profileQuery } from '../api/profile';
import { setUpTotp } from '../api/totp';
import { AccountCard } from './AccountCard';
import { TotpOffModal } from './TotpOffModal';
import { TotpSetupModal } from './TotpSetupModal';
import './profile.css';
import '../../../i18n/account-texts';

/**
 * Sign-in verification: a sign-in from an address the account has not used asks for a code, texted to the
 * bound mobile or made by the authenticator app when that is on. Turns the authenticator on and off.
 */
export function SecondFactorCard({ onBindMobile }: { onBindMobile: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const profile = useQuery(profileQuery());
  const [isOffOpen, setIsOffOpen] = useState(false);
  const setup = useMutation({
    mutationFn: setUpTotp,
    onError: (error) => showDialog({ icon: 'error', title: errorMessage(error) }),
  });

  const data = profile.data;
  const hasMobile = Boolean(data?.maskedMobile);
  const isProtected = hasMobile || Boolean(data?.totpEnabled);
  const pill = data && (
    <span className={`status-pill${isProtected ? ' status-pill--ok' : ''}`} data-testid="second-factor-status">
      {isProtected ? t('signInCheck.protected') : t('signInCheck.unprotected')}
    </span>
  );

  return (
    <AccountCard
      icon="shield"
      title={t('signInCheck.title')}
      text={t('signInCheck.hint')}
      aside={pill}
      testId="second-factor-card"
    >
      {profile.isPending && <LoadingState />}
      {profile.isError && (
        <ErrorState
          message={errorMessage(profile.error)}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      )}
      {data && (
        <>
          {!isProtected && (
            <p className="factor-warning" role="note">
              <Icon name="warning" size={16} />
              {t('signInCheck.none')}
            </p>
          )}
          <ul className="factor-list">
            <FactorRow
              glyph="phone"
              title={t('signInCheck.smsTitle')}
              isOn={hasMobile}
              testId="factor-sms"
              text={
                data.maskedMobile
                  ? [
                      t('signInCheck.smsOn', { mobile: unbroken(data.maskedMobile) }),
                      data.totpEnabled ? t('signInCheck.smsBackup') : '',
                    ]
                      .filter(Boolean)
                      .join(' ')
                  : t('signInCheck.smsOff')
              }
              action={
                !hasMobile && (
                  <button type="button" className="btn btn--secondary btn--small" onClick={onBindMobile}>
                    <Icon name="plus" size={16} />
                    {t('mobileBinding.bind')}
                  </button>
                )
              }
            />
            <FactorRow
              glyph="authenticator"
              title={t('signInCheck.appTitle')}
              isOn={data.totpEnabled}
              testId="factor-totp"
              text={data.totpEnabled ? t('signInCheck.appOn') : t('signInCheck.appOff')}
              action={
                data.totpEnabled ? (
                  <button
                    type="button"
                    className="btn btn--secondary btn--small factor-row__danger"
                    onClick={() => setIsOffOpen(true)}
                    data-testid="totp-off"
                  >
                    {t('signInCheck.turnOff')}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn--primary btn--small"
                    onClick={() => setup.mutate()}
                    disabled={setup.isPending}
                    data-testid="totp-setup"
                  >
                    {setup.isPending && <Icon name="refresh" size={14} className="spin" />}
                    {t('signInCheck.setUp')}
                  </button>
                )
              }
            />
          </ul>
        </>
      )}
      {setup.data && !data?.totpEnabled && <TotpSetupModal setup={setup.data} onClose={() => setup.reset()} />}
      {isOffOpen && data && <TotpOffModal maskedMobile={data.maskedMobile} onClose={() => setIsOffOpen(false)} />}
    </AccountCard>
  );
}

/** A masked number kept on one line inside running text. */
function unbroken(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

interface FactorRowProps {
  glyph: IconName;
  title: string;
  text: string;
  isOn: boolean;
  action: ReactNode;
  testId: string;
}

function FactorRow({ glyph, title, text, isOn, action, testId }: FactorRowProps) {
  const { t } = useTranslation();
  return (
    <li className={`factor-row${isOn ? ' factor-row--on' : ''}`} data-testid={testId}>
      <span className="factor-row__icon">
        <Icon name={glyph} size={22} />
      </span>
      <div className="factor-row__body">
        <p className="factor-row__title">
          {title}
          <span className={`factor-row__state${isOn ? ' factor-row__state--on' : ''}`} data-testid={`${testId}-state`}>
            {isOn ? t('signInCheck.on') : t('signInCheck.off')}
          </span>
        </p>
        <p className="factor-row__text">{text}</p>
      </div>
      {action && <div className="factor-row__action">{action}</div>}
    </li>
  );
}

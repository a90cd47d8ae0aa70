import { isAgentType, isTrialType } from '@fortuna/contracts/accounts';
import type { Profile } from '@fortuna/contracts/auth';
import type { MemberInfo } from '@fortuna/contracts/session';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { Icon } from '../../../ui/Icon';
import { ErrorState, LoadingState } from '../../../ui/StatePanel';
import { profileQuery } from '../api/profile';
import { useCopyMemberId } from '../hooks/useCopyMemberId';
import { Avatar } from './Avatar';
import { AvatarPicker } from './AvatarPicker';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import './profile.css';
import '../../../i18n/account-texts';

function accountTypeKey(type: number): 'agent' | 'trial' | 'member' {
  if (isAgentType(type)) return 'agent';
  if (isTrialType(type)) return 'trial';
  return 'member';
}

interface ProfileCardProps {
  member: MemberInfo;
  onBindMobile: () => void;
}

/** Who the member is (avatar, nickname, account, ID), their personal details and their bound mobile. */
export function ProfileCard({ member, onBindMobile }: ProfileCardProps) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const profile = useQuery(profileQuery());
  const copyMemberId = useCopyMemberId();
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const nameId = useId();
  const detailsId = useId();

  return (
    <section className="account-card profile-card" aria-labelledby={nameId} data-testid="profile-card">
      <div className="profile-card__identity">
        <button
          type="button"
          className="profile-avatar"
          onClick={() => setIsPickerOpen(true)}
          aria-label={t('memberProfile.changeAvatar')}
          title={t('memberProfile.changeAvatar')}
          data-testid="avatar-change"
        >
          <Avatar size={76} icon={member.icon} testId="profile-avatar" />
          <span className="profile-avatar__badge" aria-hidden="true">
            <Icon name="pencil" size={14} />
          </span>
        </button>
        <div className="profile-card__who">
          <h3 id={nameId} className="profile-card__name">
            <span className={member.nickname ? undefined : 'profile-card__name--empty'} data-testid="account-nickname">
              {member.nickname || t('memberProfile.noNickname')}
            </span>
            <span className="status-pill status-pill--neutral" data-testid="account-type">
              {t(`account.types.${accountTypeKey(member.type)}`)}
            </span>
          </h3>
          <dl className="profile-card__facts">
            <div className="profile-card__fact">
              <dt>{t('account.accountName')}</dt>
              <dd data-testid="account-name">{member.userName || member.account}</dd>
            </div>
            <div className="profile-card__fact">
              <dt>{t('account.id')}</dt>
              <dd>
                <span data-testid="account-id">{member.id}</span>
                <button
                  type="button"
                  className="account-profile__copy"
                  onClick={() => void copyMemberId(member.id)}
                  aria-label={t('account.copyId')}
                  title={t('common.copy')}
                >
                  <Icon name="copy" size={14} />
                </button>
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <section className="profile-card__section" aria-labelledby={detailsId}>
        <h4 id={detailsId} className="profile-card__subtitle">
          {t('memberProfile.detailsTitle')}
        </h4>
        {profile.isPending && <LoadingState />}
        {profile.isError && (
          <ErrorState
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
            isRetrying={profile.isFetching}
          />
        )}
        {profile.data && (
          <>
            <ProfileDetailsForm key={savedKey(profile.data)} profile={profile.data} />
            <MobileRow maskedMobile={profile.data.maskedMobile} onBindMobile={onBindMobile} />
          </>
        )}
      </section>

      {isPickerOpen && <AvatarPicker current={member.icon} onClose={() => setIsPickerOpen(false)} />}
    </section>
  );
}

/** Remounts the form when the saved values change (after a save), so it starts from them again. */
function savedKey(profile: Profile): string {
  return JSON.stringify([profile.nickname, profile.birthday, profile.email, profile.birthdayAgeCheck]);
}

function MobileRow({ maskedMobile, onBindMobile }: { maskedMobile: string | null; onBindMobile: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mobile-row" data-testid="mobile-row">
      <span className="mobile-row__icon">
        <Icon name="phone" size={20} />
      </span>
      <div className="mobile-row__body">
        <p className="mobile-row__label">{t('mobileBinding.label')}</p>
        {maskedMobile ? (
          <p className="mobile-row__value" data-testid="mobile-masked">
            {maskedMobile}
          </p>
        ) : (
          <p className="mobile-row__hint">
            <strong>{t('mobileBinding.notBound')}</strong> {t('mobileBinding.notBoundHint')}
          </p>
        )}
      </div>
      {maskedMobile ? (
        <span className="status-pill status-pill--ok">
          <Icon name="check" size={12} />
          {t('mobileBinding.bound')}
        </span>
      ) : (
        <button
          type="button"
          className="btn btn--secondary btn--small mobile-row__action"
          onClick={onBindMobile}
          data-testid="mobile-bind"
        >
          <Icon name="plus" size={16} />
          {t('mobileBinding.bind')}
        </button>
      )}
    </div>
  );
}

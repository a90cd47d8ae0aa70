import { BIRTHDAY_MIN_AGE, type Profile } from '@fortuna/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { memberInfoQueryKey } from '../../../api/member-info';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { errorProps, Field } from '../../../ui/Field';
import { Icon } from '../../../ui/Icon';
import { profileQueryKey, updateProfile } from '../api/profile';
import {
  checkProfileDetailsForm,
  EARLIEST_BIRTHDAY,
  hasProfileChanges,
  latestBirthday,
  NICKNAME_MAX_LENGTH,
  type ProfileDetailsProblems,
  type ProfileDetailsValues,
  profileDetailsValues,
} from '../hooks/profile-form';
import '../../../i18n/account-texts';

const SAVED_DIALOG_MS = 1500;
type FieldName = keyof ProfileDetailsValues;

/** Nickname, birthday (21+ where the merchant checks ages) and email, saved together with PATCH. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const id = useId();
  const saved = profileDetailsValues(profile);
  const [values, setValues] = useState(saved);
  const [problems, setProblems] = useState<ProfileDetailsProblems>({});
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: memberInfoQueryKey }),
      ]);
      showDialog({ icon: 'success', title: t('memberProfile.saved'), timeoutMs: SAVED_DIALOG_MS });
    },
    onError: (error) => {
      // The server checks the age too; its refusal belongs under the birthday like the local check's.
      if (error instanceof ApiError && error.code === 'UNDER_AGE') setProblems({ birthday: 'underAge' });
    },
  });
  const isUnderAgeFromServer = save.error instanceof ApiError && save.error.code === 'UNDER_AGE';

  const change = (field: FieldName, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    if (save.error) save.reset();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const check = checkProfileDetailsForm(values, saved, profile.birthdayAgeCheck);
    setProblems(check.isValid ? {} : check.problems);
    if (check.isValid && Object.keys(check.body).length > 0) save.mutate(check.body);
  };

  const messageOf = (field: FieldName): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    return t(`memberProfile.problems.${problem}`, { max: NICKNAME_MAX_LENGTH, age: BIRTHDAY_MIN_AGE });
  };

  const fieldId = (field: FieldName) => `${id}-${field}`;
  const inputProps = (field: FieldName) => ({
    id: fieldId(field),
    className: 'input input--with-icon',
    value: values[field],
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
    ...errorProps(fieldId(field), messageOf(field)),
  });

  return (
    <form className="profile-form" onSubmit={handleSubmit} noValidate data-testid="profile-details-form">
      <div className="profile-form__fields">
        <Field label={t('memberProfile.nickname')} htmlFor={fieldId('nickname')} error={messageOf('nickname')}>
          <div className="input-group">
            <Icon name="user" size={18} className="input-group__icon" />
            <input
              {...inputProps('nickname')}
              type="text"
              maxLength={NICKNAME_MAX_LENGTH + 8}
              autoComplete="nickname"
              placeholder={t('memberProfile.nicknamePlaceholder')}
              data-testid="profile-nickname"
            />
          </div>
        </Field>
        <Field
          label={t('memberProfile.birthday')}
          htmlFor={fieldId('birthday')}
          error={messageOf('birthday')}
          hint={profile.birthdayAgeCheck ? t('memberProfile.birthdayHint', { age: BIRTHDAY_MIN_AGE }) : undefined}
        >
          <div className="input-group">
            <Icon name="calendar" size={18} className="input-group__icon" />
            <input
              {...inputProps('birthday')}
              type="date"
              min={EARLIEST_BIRTHDAY}
              max={latestBirthday(profile.birthdayAgeCheck)}
              autoComplete="bday"
              data-testid="profile-birthday"
            />
          </div>
        </Field>
        <Field label={t('memberProfile.email')} htmlFor={fieldId('email')} error={messageOf('email')}>
          <div className="input-group">
            <Icon name="mail" size={18} className="input-group__icon" />
            <input
              {...inputProps('email')}
              type="email"
              inputMode="email"
              maxLength={255}
              autoComplete="email"
              placeholder={t('memberProfile.emailPlaceholder')}
              data-testid="profile-email"
            />
          </div>
        </Field>
      </div>
      {save.error && !isUnderAgeFromServer && (
        <p className="form-alert" role="alert" data-testid="profile-error">
          <Icon name="error" size={16} />
          {errorMessage(save.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn--primary profile-form__submit"
        disabled={save.isPending || !hasProfileChanges(values, saved)}
        data-testid="profile-save"
      >
        {save.isPending && <Icon name="refresh" size={16} className="spin" />}
        {t('memberProfile.save')}
      </button>
    </form>
  );
}

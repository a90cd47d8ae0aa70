import {
  type Exclusion,
  type ExclusionKind,
  SELF_EXCLUSION_CHOICES,
  type SelfExclusionChoice,
  TIME_OUT_CHOICES,
  type TimeOutChoice,
} from '@fortuna/contracts/protection';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { formatLocaleDateTime } from '../../../lib/date-time';
import { showDialog } from '../../../ui/dialog-store';
import { Field } from '../../../ui/Field';
import { PasswordInput } from '../../../ui/PasswordInput';
import { AccountCard } from '../../account/components/AccountCard';
import '../../../ui/inline-form.css';
import { endLocalSession } from '../../auth/hooks/useSessionStore';
import { startExclusion } from '../api/protection';

/**
 * A break (time-out, 24 hours to 6 weeks) or self-exclusion (6 months to permanent): asked twice, with the
 * password; it signs the member out everywhere at once and cannot be lifted early.
 */
export function ExclusionCard({ exclusion }: { exclusion: Exclusion | null }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const [kind, setKind] = useState<ExclusionKind>('time_out');
  const choices = kind === 'time_out' ? TIME_OUT_CHOICES : SELF_EXCLUSION_CHOICES;
  const [duration, setDuration] = useState<TimeOutChoice | SelfExclusionChoice>(choices[0]);
  const [password, setPassword] = useState('');
  const start = useMutation({
    mutationFn: () =>
      kind === 'time_out'
        ? startExclusion({ kind, duration: TIME_OUT_CHOICES.find((value) => value === duration) ?? '24h', password })
        : startExclusion({
            kind,
            duration: SELF_EXCLUSION_CHOICES.find((value) => value === duration) ?? '6m',
            password,
          }),
    onSuccess: () => {
      endLocalSession();
      window.location.assign('/');
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });

  const confirm = () =>
    showDialog({
      icon: 'warning',
      title: t(kind === 'time_out' ? 'protection.confirmBreakTitle' : 'protection.confirmExclusionTitle'),
      message: t('protection.confirmExclusion', { duration: t(`protection.durations.${duration}`) }),
      buttons: [
        { label: t('common.cancel') },
        { label: t('common.confirm'), variant: 'primary', onClick: () => start.mutate() },
      ],
    });

  return (
    <AccountCard
      icon="lock"
      title={t('protection.breakTitle')}
      text={t('protection.breakText')}
      testId="exclusion-card"
    >
      {exclusion && (
        <p className="form-alert form-alert--info">
          {t('protection.activeExclusion', {
            until: exclusion.until
              ? formatLocaleDateTime(exclusion.until, i18n.language === 'EN' ? 'en-GB' : 'vi-VN')
              : t('protection.durations.permanent'),
          })}
        </p>
      )}
      <div className="inline-form">
        <Field label={t('protection.breakKind')} htmlFor="exclusion-kind">
          <select
            id="exclusion-kind"
            className="input"
            value={kind}
            onChange={(event) => {
              const next: ExclusionKind = event.target.value === 'self_exclusion' ? 'self_exclusion' : 'time_out';
              setKind(next);
              setDuration(next === 'time_out' ? TIME_OUT_CHOICES[0] : SELF_EXCLUSION_CHOICES[0]);
            }}
            data-testid="exclusion-kind"
          >
            <option value="time_out">{t('protection.timeOut')}</option>
            <option value="self_exclusion">{t('protection.selfExclusion')}</option>
          </select>
        </Field>
        <Field label={t('protection.duration')} htmlFor="exclusion-duration">
          <select
            id="exclusion-duration"
            className="input"
            value={duration}
            onChange={(event) => {
              const chosen = choices.find((value) => value === event.target.value);
              if (chosen) setDuration(chosen);
            }}
            data-testid="exclusion-duration"
          >
            {choices.map((value) => (
              <option key={value} value={value}>
                {t(`protection.durations.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('protection.password')} htmlFor="exclusion-password">
          <PasswordInput
            id="exclusion-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            data-testid="exclusion-password"
          />
        </Field>
        <div className="inline-form__actions">
          <button
            type="button"
            className="btn btn--danger"
            disabled={!password || start.isPending}
            onClick={confirm}
            data-testid="exclusion-start"
          >
            {t(kind === 'time_out' ? 'protection.startBreak' : 'protection.startExclusion')}
          </button>
        </div>
      </div>
    </AccountCard>
  );
}

import { type ProtectionSettings, REALITY_CHECK_DEFAULT_MINUTES } from '@fortuna/contracts/protection';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import { Field } from '../../../ui/Field';
import { AccountCard } from '../../account/components/AccountCard';
import '../../../ui/inline-form.css';
import { protectionQueryKey, saveSessionSettings } from '../api/protection';

const SESSION_CHOICES = [0, 30, 60, 120, 180, 240, 480] as const;
const REMINDER_CHOICES = [15, 30, 60, 120, 240] as const;

/** The session time limit (play stops when it is reached) and how often the reality check reminds. */
export function SessionCard({ settings }: { settings: ProtectionSettings }) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const [sessionLimit, setSessionLimit] = useState(settings.sessionLimitMinutes ?? 0);
  const [reminder, setReminder] = useState(settings.realityCheckMinutes || REALITY_CHECK_DEFAULT_MINUTES);
  const save = useMutation({
    mutationFn: saveSessionSettings,
    onSuccess: (next) => {
      queryClient.setQueryData(protectionQueryKey, next);
      showDialog({
        icon: 'success',
        message: next.pendingSessionLimit ? t('protection.limitPending') : t('protection.limitSaved'),
      });
    },
    onError: (error) => showDialog({ icon: 'error', message: errorMessage(error) }),
  });
  const minutes = (value: number) =>
    value === 0 ? t('protection.noLimit') : t('protection.minutes', { count: value });

  return (
    <AccountCard
      icon="clock"
      title={t('protection.sessionTitle')}
      text={t('protection.sessionText')}
      testId="session-card"
    >
      <div className="inline-form">
        <Field label={t('protection.sessionLimit')} htmlFor="session-limit">
          <select
            id="session-limit"
            className="input"
            value={sessionLimit}
            onChange={(event) => setSessionLimit(Number(event.target.value))}
          >
            {SESSION_CHOICES.map((value) => (
              <option key={value} value={value}>
                {minutes(value)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('protection.reminder')} htmlFor="session-reminder">
          <select
            id="session-reminder"
            className="input"
            value={reminder}
            onChange={(event) => setReminder(Number(event.target.value))}
          >
            {REMINDER_CHOICES.map((value) => (
              <option key={value} value={value}>
                {t('protection.every', { time: minutes(value) })}
              </option>
            ))}
          </select>
        </Field>
        <div className="inline-form__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({
                sessionLimitMinutes: sessionLimit === 0 ? null : sessionLimit,
                realityCheckMinutes: reminder,
              })
            }
          >
            {t('common.save')}
          </button>
        </div>
      </div>
    </AccountCard>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';
import { formatCountdown } from '../hooks/countdown';
import { createThrottle } from '../hooks/throttle';

/** Clicks on the send button closer together than this are dropped, so a double tap sends one SMS. */
export const SMS_THROTTLE_MS = 1000;

interface SmsCodeButtonProps {
  /** Seconds until another code may be asked for; the button waits while above zero. */
  secondsLeft: number;
  hasSent: boolean;
  isPending: boolean;
  onSend: () => void;
  testId?: string;
}

/** Send code / Resend in m:ss / Resend code, throttled. */
export function SmsCodeButton({ secondsLeft, hasSent, isPending, onSend, testId }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const [throttle] = useState(() => createThrottle(SMS_THROTTLE_MS));
  const isWaiting = secondsLeft > 0;
  const label = isWaiting
    ? t('mobileBinding.resendIn', { time: formatCountdown(secondsLeft) })
    : hasSent
      ? t('mobileBinding.resend')
      : t('mobileBinding.send');

  return (
    <button
      type="button"
      className="btn btn--secondary sms-button"
      disabled={isPending || isWaiting}
      onClick={() => throttle(onSend)}
      aria-live="polite"
      data-testid={testId}
    >
      {isPending && <Icon name="refresh" size={16} className="spin" />}
      <span className="sms-button__label">{label}</span>
    </button>
  );
}

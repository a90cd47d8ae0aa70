import type { SmsSent } from '@fortuna/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../hooks/useApiErrorMessage';
import { showDialog } from '../../../ui/dialog-store';
import type { MobileTarget } from '../api/sms-codes';
import { mobileDigits } from './mobile-number';
import { isThrottled, type SmsPurpose } from './sms-countdown';
import { useSmsCountdown } from './useSmsCountdown';
import '../../../i18n/account-texts';

/**
 * The SMS code button (spec §4, §8): one request per second at most, then disabled for the code's
 * lifetime; a refused request shows the server's message in a warning dialog with a confirm button.
 */
export function useSmsSender(purpose: SmsPurpose, request: (target: MobileTarget) => Promise<SmsSent>) {
  const { t } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const countdown = useSmsCountdown(purpose);
  const lastRequestAt = useRef<number | null>(null);

  const sending = useMutation({
    mutationFn: request,
    onSuccess: (sent, target) => countdown.start(sent.expiredMinutes, target),
    onError: (error) => {
      showDialog({
        icon: 'warning',
        title: t('sms.failedTitle'),
        message: errorMessage(error),
        buttons: [{ label: t('common.confirm'), variant: 'primary' }],
      });
    },
  });

  /** Sends a code to the number unless the countdown runs, a request is under way or one just left. */
  const send = (target: MobileTarget) => {
    const now = Date.now();
    if (countdown.secondsLeft > 0 || sending.isPending || isThrottled(lastRequestAt.current, now)) return;
    lastRequestAt.current = now;
    sending.mutate({ countryDialingCode: target.countryDialingCode, mobile: mobileDigits(target.mobile) });
  };

  return {
    send,
    secondsLeft: countdown.secondsLeft,
    isSending: sending.isPending,
    /** The number the running countdown's code went to, so a reload can show it again. */
    sentTo: countdown.sentTo,
  };
}

export type SmsSender = ReturnType<typeof useSmsSender>;

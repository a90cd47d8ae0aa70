import { useEffect, useState } from 'react';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';
import {
  countdownSeconds,
  parseCountdownRecord,
  type SmsCountdownRecord,
  type SmsPurpose,
  secondsLeft,
  smsCountdownStorageKey,
} from './sms-countdown';

function readRecord(purpose: SmsPurpose): SmsCountdownRecord | null {
  const record = parseCountdownRecord(readStorage('local', smsCountdownStorageKey(purpose)));
  return record && secondsLeft(record, Date.now()) > 0 ? record : null;
}

/**
 * The SMS button's countdown for one form, kept in local storage so it survives a reload, with the
 * number the code went to (spec §3: SMS login details).
 */
export function useSmsCountdown(purpose: SmsPurpose) {
  const [record, setRecord] = useState(() => readRecord(purpose));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(record, now);

  useEffect(() => {
    if (!record) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (secondsLeft(record, current) === 0) {
        removeStorage('local', smsCountdownStorageKey(purpose));
        setRecord(null);
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [record, purpose]);

  const start = (
    expiredMinutes: number | undefined,
    target: Pick<SmsCountdownRecord, 'countryDialingCode' | 'mobile'>,
  ) => {
    const sentAt = Date.now();
    const next: SmsCountdownRecord = { sentAt, seconds: countdownSeconds(expiredMinutes), ...target };
    writeStorage('local', smsCountdownStorageKey(purpose), JSON.stringify(next));
    setNow(sentAt);
    setRecord(next);
  };

  return { secondsLeft: left, sentTo: left > 0 ? record : null, start };
}

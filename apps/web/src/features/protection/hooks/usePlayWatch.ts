import { PROTECTION_EXCLUDED_EVENT, type RealityCheck } from '@fortuna/contracts/protection';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveEvent, useSiteSocket } from '../../../hooks/useSiteSocket';
import { displayMoney } from '../../../lib/money-display';
import { showDialog } from '../../../ui/dialog-store';
import { endLocalSession, useIsLoggedIn, useIsTrial } from '../../auth/hooks/useSessionStore';
import { fetchRealityCheck } from '../api/protection';

/** Longest a timer is set for (browsers misbehave past 24.8 days; a page is reloaded long before). */
const MAX_TIMER_MS = 6 * 3_600_000;

function signOutHere() {
  endLocalSession();
  window.location.assign('/');
}

/**
 * While a member is signed in: the reality check reminds at the member's interval (time played and net
 * result of the session, from the server), the session time limit ends play when it is reached, and an
 * exclusion started anywhere signs this page out at once.
 */
export function usePlayWatch(): void {
  const { t } = useTranslation();
  const isLoggedIn = useIsLoggedIn();
  const isTrial = useIsTrial();
  const isWatched = isLoggedIn && !isTrial;
  const socket = useSiteSocket();
  const check = useQuery({
    queryKey: ['member', 'reality-check'],
    queryFn: ({ signal }) => fetchRealityCheck(signal),
    enabled: isWatched,
    staleTime: 60_000,
  });
  const data = check.data;
  const { refetch } = check;

  useLiveEvent(
    socket,
    PROTECTION_EXCLUDED_EVENT,
    () =>
      showDialog({
        icon: 'info',
        title: t('playWatch.excludedTitle'),
        message: t('playWatch.excludedBody'),
        buttons: [{ label: t('common.confirm'), onClick: signOutHere }],
      }),
    () => undefined,
  );

  useEffect(() => {
    if (!data || !isWatched) return;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const at = (iso: string, run: () => void) => {
      const delay = Date.parse(iso) - Date.now();
      if (delay <= MAX_TIMER_MS) timers.push(setTimeout(run, Math.max(0, delay)));
    };
    at(data.nextCheckAt, () => {
      void refetch().then(({ data: fresh }) => {
        if (fresh) remind(fresh);
      });
    });
    if (data.sessionEndsAt) {
      at(data.sessionEndsAt, () =>
        showDialog({
          icon: 'warning',
          title: t('playWatch.sessionOverTitle'),
          message: t('playWatch.sessionOverBody'),
          buttons: [{ label: t('common.confirm'), onClick: signOutHere }],
        }),
      );
    }
    return () => timers.forEach(clearTimeout);

    function remind(fresh: RealityCheck) {
      showDialog({
        icon: 'info',
        title: t('playWatch.realityTitle'),
        message: t('playWatch.realityBody', {
          minutes: fresh.minutesPlayed,
          net: displayMoney({ minor: fresh.net.amountMinor, decimal: fresh.net.amount }),
        }),
        buttons: [
          { label: t('common.signOut'), onClick: signOutHere },
          { label: t('playWatch.keepPlaying'), variant: 'primary' },
        ],
      });
    }
  }, [data, isWatched, refetch, t]);
}

import type { Announcement, Audience } from '@fortuna/contracts/content';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-chunk';
import { LazyBoundary } from '../../../ui/LazyBoundary';
import { useAuthModalStore } from '../../auth/hooks/useAuthModalStore';
import { useIsLoggedIn } from '../../auth/hooks/useSessionStore';
import { announcementsQuery } from '../../home/api/content';
import {
  audiencesFor,
  isFirstLoginSession,
  markAudienceShown,
  nextAudience,
  readShownAudiences,
} from '../logic/popup-audience';

const AnnouncementPopup = lazyComponent(() =>
  import('./AnnouncementPopupWindow').then((module) => module.AnnouncementPopup),
);

interface OpenPopup {
  audience: Audience;
  items: Announcement[];
}

/**
 * Popup announcements after start-up (spec §4): B for visitors, F on a first sign-in, A for members,
 * each audience once a session. Waits while a login or register popup is open.
 */
export function AnnouncementPopupHost() {
  const isLoggedIn = useIsLoggedIn();
  const isAuthOpen = useAuthModalStore((state) => state.mode !== null);
  const [shown, setShown] = useState(readShownAudiences);
  // Audiences that had nothing to show on this page: skipped, but asked again on the next visit.
  const [skipped, setSkipped] = useState<Audience[]>([]);
  const [open, setOpen] = useState<OpenPopup | null>(null);
  const audience = nextAudience(audiencesFor(isLoggedIn, isFirstLoginSession()), [...shown, ...skipped]);
  // A stale answer (such as the one the page was served with) is being fetched again: popups wait for
  // the fresh one, so one staff have just taken down is never shown.
  const { i18n } = useTranslation();
  const { data, isStale } = useQuery({
    ...announcementsQuery(audience ?? 'B', i18n.language),
    enabled: audience !== null,
  });

  useEffect(() => {
    if (!audience || open || isAuthOpen || !data || isStale) return;
    if (data.popup.length === 0) {
      setSkipped((list) => [...list, audience]);
      return;
    }
    markAudienceShown(audience);
    setShown(readShownAudiences());
    setOpen({ audience, items: data.popup });
  }, [audience, open, isAuthOpen, data, isStale]);

  if (!open) return null;
  const close = () => setOpen(null);
  return (
    <LazyBoundary key={open.audience} fallback={null} onClose={close}>
      <AnnouncementPopup items={open.items} onClose={close} />
    </LazyBoundary>
  );
}

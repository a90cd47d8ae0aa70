import { type RefObject, useEffect, useState } from 'react';
import { useScrollLock } from '../../../ui/scroll-lock';

export interface FullscreenControl {
  /** True in the browser's full screen and in the page-filling fallback alike. */
  isFullscreen: boolean;
  /** The fallback where the Fullscreen API is missing or refused (iPhone Safari): the element covers the page. */
  isImmersive: boolean;
  toggle: () => void;
}

/**
 * Full screen for one element: the browser's own where it allows it, otherwise the element is laid
 * over the whole page (Escape or the same button leaves it). Leaving the page leaves full screen.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>): FullscreenControl {
  const [isNative, setIsNative] = useState(false);
  const [isImmersive, setIsImmersive] = useState(false);
  useScrollLock(isImmersive);

  useEffect(() => {
    const element = ref.current;
    const handleChange = () => setIsNative(element !== null && document.fullscreenElement === element);
    document.addEventListener('fullscreenchange', handleChange);
    return () => {
      document.removeEventListener('fullscreenchange', handleChange);
      if (element && document.fullscreenElement === element) document.exitFullscreen().catch(() => undefined);
    };
  }, [ref]);

  useEffect(() => {
    if (!isImmersive) return;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsImmersive(false);
    };
    document.addEventListener('keydown', handleKey);
    return () => document.removeEventListener('keydown', handleKey);
  }, [isImmersive]);

  const toggle = () => {
    if (isNative) {
      document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (isImmersive) {
      setIsImmersive(false);
      return;
    }
    const element = ref.current;
    if (element && document.fullscreenEnabled && typeof element.requestFullscreen === 'function') {
      element.requestFullscreen().catch(() => setIsImmersive(true));
    } else {
      setIsImmersive(true);
    }
  };

  return { isFullscreen: isNative || isImmersive, isImmersive, toggle };
}

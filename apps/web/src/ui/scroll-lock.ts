import { useEffect } from 'react';

const LOCK_CLASS = 'is-scroll-locked';
let activeLocks = 0;

/** Locks page scrolling; nested locks are counted so closing one overlay keeps the others' lock. */
export function lockPageScroll(): () => void {
  activeLocks += 1;
  document.documentElement.classList.add(LOCK_CLASS);
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    activeLocks -= 1;
    if (activeLocks === 0) document.documentElement.classList.remove(LOCK_CLASS);
  };
}

export function useScrollLock(isActive: boolean): void {
  useEffect(() => (isActive ? lockPageScroll() : undefined), [isActive]);
}

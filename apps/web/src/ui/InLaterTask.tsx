import type { ReactNode } from 'react';
import { useStaggeredCount } from '../hooks/useStaggeredCount';

/**
 * Renders its children one task after it first mounts. For parts of a page below its first screen
 * (the footer), so the render that puts the page up stays short and the browser can answer input
 * in between (docs/performance.md).
 */
export function InLaterTask({ children }: { children: ReactNode }) {
  const isShown = useStaggeredCount(1, 0, 1) > 0;
  return isShown ? children : null;
}

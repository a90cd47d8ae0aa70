import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following task. A long
 * list of heavy items (the home lobby's game sections) becomes several short commits instead of one
 * long one, so the page answers input while it fills in (docs/performance.md). Items are only ever
 * added below those already shown.
 */
export function useStaggeredCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((shown) => shown + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}

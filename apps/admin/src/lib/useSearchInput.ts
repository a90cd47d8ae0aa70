import { useEffect, useRef, useState } from 'react';

const DEFAULT_DELAY_MS = 300;

/**
 * The text of a search box whose settled value lives elsewhere (the address): typing updates the box at
 * once and commits after a pause, so a call is not fired per key; a change from outside (back button,
 * a link) replaces the text.
 */
export function useSearchInput(committed: string, commit: (text: string) => void, delayMs = DEFAULT_DELAY_MS) {
  const [text, setText] = useState(committed);
  // The committed value this box last saw or sent; a different one came from outside.
  const [known, setKnown] = useState(committed);
  const timer = useRef<number | undefined>(undefined);

  if (committed !== known) {
    setKnown(committed);
    setText(committed);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function change(next: string) {
    setText(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      setKnown(next.trim());
      commit(next);
    }, delayMs);
  }

  return [text, change] as const;
}

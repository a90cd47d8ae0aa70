import { useEffect, useState } from 'react';
import { copyText } from '../lib/clipboard';

const SHOWN_MS = 1600;

export type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text and says for a moment whether it worked, then goes back to idle. */
export function useCopyFeedback(text: string) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = () => void copyText(text).then((isDone) => setState(isDone ? 'copied' : 'failed'));
  return { state, copy };
}

import { useLayoutEffect, useRef, useState } from 'react';
import { type ChunkLoadError, chunkLoader, isChunkLoadError } from '../lib/lazy-chunk';
import { ChunkErrorPanel } from '../pages/RouteErrorPage';

type Sanitiser = typeof import('dompurify').default;

/** DOMPurify is only needed once server HTML is shown (notices, help, popups), so it is its own chunk. */
const loadSanitiser = chunkLoader(() => import('dompurify').then((module) => module.default));
let sanitiser: Sanitiser | null = null;

interface SafeHtmlProps {
  html: string;
  className?: string;
}

function render(container: HTMLElement, purify: Sanitiser, html: string): void {
  const fragment = purify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
  for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
    link.setAttribute('rel', 'noopener noreferrer');
  }
  container.replaceChildren(fragment);
}

/** Renders server HTML after DOMPurify has removed scripts, handlers and other unsafe markup. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<ChunkLoadError | null>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Once the sanitiser is here, the HTML is in place before the browser paints.
    if (sanitiser) {
      render(container, sanitiser, html);
      return;
    }
    let isCurrent = true;
    loadSanitiser().then(
      (purify) => {
        sanitiser = purify;
        if (isCurrent) render(container, purify, html);
      },
      (error: unknown) => {
        if (isCurrent && isChunkLoadError(error)) setLoadError(error);
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [html]);

  if (loadError) return <ChunkErrorPanel error={loadError} isCompact />;
  return <div ref={containerRef} className={className} />;
}

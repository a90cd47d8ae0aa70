import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Renders server HTML after DOMPurify has removed scripts, handlers and other unsafe markup. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const containerRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
    for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
      link.setAttribute('rel', 'noopener noreferrer');
    }
    container.replaceChildren(fragment);
  }, [html]);

  return <div ref={containerRef} className={className} />;
}

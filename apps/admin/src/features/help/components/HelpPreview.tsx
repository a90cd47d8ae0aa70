import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * The article as the player site shows it: the HTML goes through DOMPurify as the site's SafeHtml does
 * (scripts, event handlers and unsafe links removed; new-tab links made noopener) before it is rendered.
 */
export function HelpPreview({ title, html }: { title: string; html: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const fragment = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true });
    for (const link of fragment.querySelectorAll('a[target="_blank"]')) {
      link.setAttribute('rel', 'noopener noreferrer');
    }
    body.replaceChildren(fragment);
  }, [html]);

  return (
    <div className="content-preview help-preview" data-testid="help-preview" aria-live="polite">
      <div className="content-preview-head">
        <span>Preview</span>
        <span className="muted">As players see it, after the site cleans the HTML</span>
      </div>
      <div className="help-preview-body">
        {title.trim() ? <h3 className="help-preview-title">{title}</h3> : null}
        {html.trim() ? null : <p className="muted">The article shows here as you type.</p>}
        <div ref={bodyRef} className="help-preview-html" data-testid="help-preview-html" />
      </div>
    </div>
  );
}

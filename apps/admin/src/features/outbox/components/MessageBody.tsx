import { Fragment, useMemo } from 'react';
import { splitMessage } from './message-text';

/**
 * A message body as plain text with its http(s) addresses clickable. The body is never rendered as
 * HTML: an email's markup shows as text, and only addresses that pass the URL check become links.
 */
export function MessageBody({ body }: { body: string }) {
  // Each part is keyed by where it starts in the body: stable, and unique within one body.
  const parts = useMemo(() => {
    let offset = 0;
    return splitMessage(body).map((part) => {
      const start = offset;
      offset += part.text.length;
      return { part, start };
    });
  }, [body]);

  return (
    <p className="message-body" data-testid="outbox-body">
      {parts.map(({ part, start }) =>
        part.kind === 'link' ? (
          <a
            key={start}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            referrerPolicy="no-referrer"
            className="link message-link"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={start}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}

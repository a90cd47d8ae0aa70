import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPrivateFile } from '../../../api/form-upload';
import { chatHeaders } from '../api/chat-api';

/** A chat image: fetched with the caller's credentials (images are private), shown from a blob address. */
export function ChatImage({ url, visitorToken }: { url: string; visitorToken: string | null }) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(null);
  const [hasFailed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchPrivateFile(url, controller.signal, chatHeaders(visitorToken)).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSource(objectUrl);
      },
      () => setFailed(!controller.signal.aborted),
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, visitorToken]);
  if (hasFailed) return <p className="chat-bubble__text">{t('chat.imageFailed')}</p>;
  if (!source) return <span className="chat-image chat-image--loading" />;
  return (
    <a href={source} target="_blank" rel="noreferrer" className="chat-image">
      <img src={source} alt={t('chat.image')} />
    </a>
  );
}

import { useEffect, useState } from 'react';
import { useSessionStore } from '../../../session/session-store';

/** A private upload (chat image, feedback image, identity document) fetched with the staff token, as a blob address. */
export function usePrivateFile(url: string | null): { source: string | null; type: string; hasFailed: boolean } {
  const token = useSessionStore((state) => state.token);
  const [file, setFile] = useState<{ source: string | null; type: string; hasFailed: boolean }>({
    source: null,
    type: '',
    hasFailed: false,
  });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const blob = await response.blob();
        objectUrl = URL.createObjectURL(blob);
        setFile({ source: objectUrl, type: blob.type, hasFailed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFile({ source: null, type: '', hasFailed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, token]);
  return file;
}

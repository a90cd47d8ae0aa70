import { useEffect } from 'react';

const APP_NAME = 'Fortuna Back Office';

/** Names the browser tab after the page, so several open tabs stay distinguishable. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loadedId: string | null = null;

/** Starts Google Analytics when the merchant configured an id (spec §4: analytics load after permissions). */
export function loadAnalytics(measurementId: string): void {
  const id = measurementId.trim();
  if (!id || loadedId === id || !/^[A-Z0-9-]+$/i.test(id)) return;
  loadedId = id;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, not plain arrays.
  function gtag(..._args: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js only accepts the arguments object.
    window.dataLayer?.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', id);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

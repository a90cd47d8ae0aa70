/** Per-route layout options, read from react-router's `handle`. */
export interface RouteHandle {
  hasBanner?: boolean;
}

/** The home lobby routes show the banner area. */
export const HOME_HANDLE: RouteHandle = { hasBanner: true };

export function wantsBanner(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'hasBanner' in handle && handle.hasBanner === true;
}

/** Where a banner click goes: a site path through the router, an https address in a new tab, or nowhere. */
export type BannerTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | null;

export function bannerTarget(linkage: string): BannerTarget {
  const link = linkage.trim();
  if (/^\/(?!\/)/.test(link)) return { kind: 'route', to: link };
  if (/^https:\/\/\S+$/i.test(link)) return { kind: 'external', href: link };
  return null;
}

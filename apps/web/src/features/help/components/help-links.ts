/** The link that opens the help modal on one article: /help#term. */
export function helpArticleLink(term: string): { pathname: string; hash: string } {
  return { pathname: '/help', hash: encodeURIComponent(term) };
}

/** The article term named by a location hash such as "#term". */
export function termFromHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

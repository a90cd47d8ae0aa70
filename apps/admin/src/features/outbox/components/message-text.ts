/** A piece of a message body: plain text, or a web address safe to open. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Something that starts like a web address; what follows is checked with the URL parser. */
const ADDRESS_CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than an address: "see https://x.test/reset." */
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** Drops trailing sentence punctuation and closing brackets that do not belong to the address. */
function trimAddress(candidate: string): string {
  let address = candidate;
  for (;;) {
    const withoutPunctuation = address.replace(TRAILING_PUNCTUATION, '');
    const last = withoutPunctuation.at(-1) ?? '';
    const opener = CLOSERS[last];
    if (opener !== undefined && count(withoutPunctuation, last) > count(withoutPunctuation, opener)) {
      address = withoutPunctuation.slice(0, -1);
      continue;
    }
    return withoutPunctuation;
  }
}

/** The address to link to, or null when it is not a well-formed http(s) address. */
function safeHref(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * Splits a message body into text and http(s) links. Nothing is ever treated as markup: other schemes
 * (javascript:, data:, mailto:) and malformed addresses stay text, and React escapes all of it.
 */
export function splitMessage(body: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let textStart = 0;
  const pushText = (end: number) => {
    if (end > textStart) parts.push({ kind: 'text', text: body.slice(textStart, end) });
  };

  for (const match of body.matchAll(ADDRESS_CANDIDATE)) {
    const start = match.index;
    const address = trimAddress(match[0]);
    const href = safeHref(address);
    if (href === null) continue;
    pushText(start);
    parts.push({ kind: 'link', text: address, href });
    textStart = start + address.length;
  }
  pushText(body.length);
  return parts;
}

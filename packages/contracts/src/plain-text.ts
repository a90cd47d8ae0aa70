import { z } from 'zod';

/**
 * Text a person sends carries no control characters: a NUL byte or an escape code is never part of a
 * name, a code or a message (and PostgreSQL cannot even store NUL). Tab, line feed and carriage return
 * are the only ones a multi-line text (a message, a remark) may hold; a single-line text (a username,
 * a code) holds none.
 */
export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters from this text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F]/;

export function hasControlCharacters(text: string, isMultiLine = true): boolean {
  return (isMultiLine ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS).test(text);
}

/** A zod string for one line of text (usernames, codes): no control characters at all. */
export function singleLineText() {
  return z.string().refine((text) => !hasControlCharacters(text, false), CONTROL_CHARACTER_MESSAGE);
}

/**
 * Where in a request part (body, query, params) the first string holding a control character sits,
 * as a field path ("nickname", "tiers.0.name", "" for the part itself); null when there is none.
 * Every request passes this check before its own schema.
 */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, item] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return keyPath;
      const found = controlCharacterPath(item, keyPath);
      if (found !== null) return found;
    }
  }
  return null;
}

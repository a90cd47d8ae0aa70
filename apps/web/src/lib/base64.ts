/** Base64 of raw bytes, as the platform's encrypted bodies and challenge field carry them. */
export function bytesToBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const CHUNK = 0x8000;
  let binary = '';
  for (let start = 0; start < view.length; start += CHUNK) {
    binary += String.fromCharCode(...view.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of the UTF-8 bytes of a text. */
export function textToBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

export function base64ToText(text: string): string {
  return new TextDecoder().decode(base64ToBytes(text));
}

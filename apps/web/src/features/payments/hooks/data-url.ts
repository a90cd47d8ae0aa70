/**
 * An image's bytes as a data: address. The site's content policy lets pictures come from the site,
 * https and data: addresses only (not blob:), so previews and fetched proofs are shown this way.
 */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

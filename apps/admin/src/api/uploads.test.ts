import { describe, expect, it } from 'vitest';
import { formatBytes, imageFileProblem } from './uploads';

describe('imageFileProblem', () => {
  it('lets PNG, JPEG and WebP images up to 5 MB go', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    // A type the browser does not know is left to the server, which reads the content.
    expect(imageFileProblem({ type: '', size: 10 })).toBeNull();
  });

  it('stops other types, empty files and files over 5 MB before they are sent', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(imageFileProblem({ type: 'text/html', size: 10 })).toMatch(/PNG, JPEG or WebP/);
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toMatch(/empty/);
    expect(imageFileProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(
      'This file is 6 MB: images may be at most 5 MB',
    );
  });

  it('writes sizes as staff read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(4300)).toBe('4 KB');
    expect(formatBytes(4.25 * 1024 * 1024)).toBe('4.3 MB');
  });
});

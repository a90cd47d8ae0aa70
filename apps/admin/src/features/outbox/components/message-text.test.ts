import { describe, expect, it } from 'vitest';
import { splitMessage } from './message-text';

describe('splitMessage', () => {
  it('keeps a body without addresses as one piece of text', () => {
    expect(splitMessage('Your code is 123456, valid for 2 minutes.')).toEqual([
      { kind: 'text', text: 'Your code is 123456, valid for 2 minutes.' },
    ]);
    expect(splitMessage('')).toEqual([]);
  });

  it('links http and https addresses', () => {
    expect(splitMessage('Reset: https://demo.test/resetPassword?token=abc123 (30 minutes)')).toEqual([
      { kind: 'text', text: 'Reset: ' },
      {
        kind: 'link',
        text: 'https://demo.test/resetPassword?token=abc123',
        href: 'https://demo.test/resetPassword?token=abc123',
      },
      { kind: 'text', text: ' (30 minutes)' },
    ]);
    expect(splitMessage('http://127.0.0.1:3000/x')).toEqual([
      { kind: 'link', text: 'http://127.0.0.1:3000/x', href: 'http://127.0.0.1:3000/x' },
    ]);
  });

  it('leaves sentence punctuation and unmatched brackets out of the link', () => {
    expect(splitMessage('Open https://demo.test/a.')).toEqual([
      { kind: 'text', text: 'Open ' },
      { kind: 'link', text: 'https://demo.test/a', href: 'https://demo.test/a' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitMessage('(see https://demo.test/b),')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', text: 'https://demo.test/b', href: 'https://demo.test/b' },
      { kind: 'text', text: '),' },
    ]);
    expect(splitMessage('https://en.wikipedia.org/wiki/Foo_(bar)')[0]).toMatchObject({
      kind: 'link',
      text: 'https://en.wikipedia.org/wiki/Foo_(bar)',
    });
  });

  it('never links other schemes', () => {
    for (const body of [
      'javascript:alert(1)',
      'Click javascript://https://evil.test',
      'data:text/html,<script>alert(1)</script>',
      'mailto:someone@demo.test',
      'ftp://files.demo.test/x',
    ]) {
      const parts = splitMessage(body);
      const links = parts.filter((part) => part.kind === 'link');
      for (const link of links) expect(link.href).toMatch(/^https?:\/\//);
      expect(parts.map((part) => part.text).join('')).toBe(body);
    }
    expect(splitMessage('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });

  it('shows markup as text and links only the address inside it', () => {
    const body = '<a href="https://demo.test/r">Reset</a><img src=x onerror=alert(1)>';
    const parts = splitMessage(body);
    expect(parts.map((part) => part.text).join('')).toBe(body);
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      { kind: 'link', text: 'https://demo.test/r', href: 'https://demo.test/r' },
    ]);
  });

  it('leaves an address without a host as text', () => {
    expect(splitMessage('https:// nothing')).toEqual([{ kind: 'text', text: 'https:// nothing' }]);
    expect(splitMessage('http://')).toEqual([{ kind: 'text', text: 'http://' }]);
  });

  it('always gives back the whole body, in order', () => {
    const body = 'A https://a.test/1, B http://b.test/2; C https://c.test/(3) D.';
    expect(
      splitMessage(body)
        .map((part) => part.text)
        .join(''),
    ).toBe(body);
  });
});

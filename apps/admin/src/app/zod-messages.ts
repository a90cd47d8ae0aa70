import { z } from 'zod';

function plural(count: number | bigint, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * Plain-English messages for the zod checks that carry no message of their own in the contracts.
 * A message written on a schema still wins over these.
 */
export function configureZodMessages(): void {
  z.config({
    customError: (issue) => {
      switch (issue.code) {
        case 'too_small':
          if (issue.origin === 'string') {
            return issue.minimum === 1
              ? 'This field is required'
              : `Use at least ${plural(issue.minimum, 'character')}`;
          }
          if (issue.origin === 'array') return `Add at least ${plural(issue.minimum, 'entry')}`;
          return `Must be at least ${issue.minimum}`;
        case 'too_big':
          if (issue.origin === 'string') return `Use at most ${plural(issue.maximum, 'character')}`;
          if (issue.origin === 'array') return `No more than ${plural(issue.maximum, 'entry')}`;
          return `Must be at most ${issue.maximum}`;
        case 'invalid_format':
          return issue.format === 'url' ? 'Enter a full URL such as https://example.com' : undefined;
        case 'invalid_type':
          return issue.expected === 'number' || issue.expected === 'int' ? 'Enter a whole number' : undefined;
        default:
          return undefined;
      }
    },
  });
}

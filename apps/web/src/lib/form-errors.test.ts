import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsFrom } from './form-errors';

const schema = z.object({ amount: z.string().min(1), pin: z.string().length(6), note: z.string().max(2) });

describe('fieldErrorsFrom', () => {
  it('gives each failing field its own message, once', () => {
    const result = schema.safeParse({ amount: '', pin: '1', note: 'ok' });
    if (result.success) throw new Error('expected a failure');
    expect(
      fieldErrorsFrom(result.error, { amount: 'Enter an amount', pin: 'Six digits', note: 'Too long' }, '?'),
    ).toEqual({ amount: 'Enter an amount', pin: 'Six digits' });
  });

  it('ignores fields the form does not show', () => {
    const result = schema.safeParse({ amount: 'x', pin: '123456', note: 'long' });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrorsFrom(result.error, { amount: 'Enter an amount' }, '?')).toEqual({});
  });
});

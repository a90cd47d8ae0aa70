import { describe, expect, it } from 'vitest';
import { addNumber, orderingsOf, seaSlip } from './sea-entry';

describe('SEA number entry', () => {
  it('takes numbers of the bet type’s digits once each', () => {
    expect(addNumber('4d_big', [], '1234')).toEqual(['1234']);
    expect(addNumber('4d_big', ['1234'], '1234')).toEqual(['1234']);
    expect(addNumber('4d_big', [], '123')).toBeNull();
    expect(addNumber('th_run_top', [], '7')).toEqual(['7']);
  });

  it('counts i-Box and Box orderings and prices Box per ordering', () => {
    expect(orderingsOf('4d_ibox', '1123')).toBe(12);
    expect(orderingsOf('4d_big', '1123')).toBe(1);
    expect(seaSlip('4d_box', ['1123', '1234'], 100n)).toEqual({ lines: 36, total: 3_600n });
    expect(seaSlip('4d_ibox', ['1123'], 100n)).toEqual({ lines: 1, total: 100n });
  });
});

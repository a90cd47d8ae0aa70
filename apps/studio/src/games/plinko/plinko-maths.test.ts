import { PLINKO_TABLES, plinkoGame } from '@fortuna/games/studio/plinko/plinko';
import { describe, expect, it } from 'vitest';
import { plinkoInputChoices } from '../stored-choices';
import { asPlinkoDetail } from './detail';
import { bucketChance, bucketLabel, bucketPays, multiplierText, plinkoChoices } from './plinko-maths';

describe('plinko pays and labels', () => {
  it('reads the table from the paytable, falling back to the game tables', () => {
    expect(bucketPays(plinkoGame.paytable, 8, 'high')).toEqual(PLINKO_TABLES[8]?.high);
    expect(bucketPays(null, 16, 'low')).toEqual(PLINKO_TABLES[16]?.low);
    expect(bucketPays({ tables: { 8: { low: [1, 2] } } }, 8, 'low')).toEqual(PLINKO_TABLES[8]?.low);
  });

  it('writes multipliers and short bucket labels', () => {
    expect(multiplierText(562)).toBe('5.62');
    expect(multiplierText(50)).toBe('0.5');
    expect(multiplierText(2900)).toBe('29');
    expect(multiplierText(99988)).toBe('999.88');
    expect(bucketLabel(99988)).toBe('1000');
    expect(bucketLabel(29600)).toBe('296');
    expect(bucketLabel(1081)).toBe('10.8');
    expect(bucketLabel(4515)).toBe('45.2');
    expect(bucketLabel(2900)).toBe('29');
    expect(bucketLabel(20)).toBe('0.2');
  });

  it('bucket chances are the binomial distribution', () => {
    for (let rows = 8; rows <= 16; rows++) {
      let total = 0;
      for (let k = 0; k <= rows; k++) total += bucketChance(rows, k);
      expect(total).toBeCloseTo(1, 12);
    }
    expect(bucketChance(8, 4)).toBeCloseTo(70 / 256);
    expect(bucketChance(8, 9)).toBe(0);
  });

  it('sends choices the game accepts, and stored choices come back as the same input', () => {
    const validated = plinkoGame.validate(plinkoChoices(1234n, 14, 'medium'));
    expect(validated).toEqual({ ok: true, choices: { stake: 1234n, rows: 14, risk: 'medium' } });
    expect(plinkoInputChoices({ stake: '1234', rows: 14, risk: 'medium' })).toEqual(plinkoChoices(1234n, 14, 'medium'));
  });
});

describe('plinko detail guard', () => {
  const good = {
    rows: 8,
    risk: 'low',
    path: [1, 0, 1, 1, 0, 0, 0, 1],
    bucket: 4,
    multiplierHundredths: 50,
    multiplier: '0.50',
  };

  it('accepts a played round', () => {
    const { detail } = plinkoGame.play({ stake: 100n, rows: 12, risk: 'high' }, { nextFloat: Math.random } as never);
    expect(asPlinkoDetail(JSON.parse(JSON.stringify(detail)))).toEqual(detail);
    expect(asPlinkoDetail(good)?.bucket).toBe(4);
  });

  it('refuses what is not one', () => {
    expect(asPlinkoDetail(null)).toBeNull();
    expect(asPlinkoDetail({ ...good, rows: 7 })).toBeNull();
    expect(asPlinkoDetail({ ...good, risk: 'extreme' })).toBeNull();
    expect(asPlinkoDetail({ ...good, path: [1, 0, 2, 1, 0, 0, 0, 1] })).toBeNull();
    expect(asPlinkoDetail({ ...good, path: [1, 0] })).toBeNull();
    expect(asPlinkoDetail({ ...good, bucket: 5 })).toBeNull();
  });
});

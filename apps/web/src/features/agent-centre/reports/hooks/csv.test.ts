import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvCell('alice')).toBe('alice');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('')).toBe('');
  });

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('keeps spreadsheets from running a cell as a formula', () => {
    expect(csvCell('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('joins rows with CRLF', () => {
    expect(
      toCsv([
        ['name', 'amount'],
        ['bob', '1,000.00'],
      ]),
    ).toBe('name,amount\r\nbob,"1,000.00"');
  });
});

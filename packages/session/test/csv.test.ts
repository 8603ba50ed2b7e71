import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/csv.ts';

describe('toCsv (settlement export)', () => {
  it('quotes what needs it and keeps numbers as written', () => {
    expect(csvCell('腾讯视频, 月卡')).toBe('"腾讯视频, 月卡"');
    expect(csvCell('说 "好"')).toBe('"说 ""好"""');
    expect(csvCell('两\n行')).toBe('"两\n行"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
  it('never lets a spreadsheet run a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM')).toBe("'@SUM");
  });
  it('a BOM, a header and CRLF rows', () => {
    expect(
      toCsv(
        ['订单号', '金额'],
        [
          ['A1', 1.5],
          ['A2', -0.5],
        ],
      ),
    ).toBe('\uFEFF订单号,金额\r\nA1,1.5\r\nA2,-0.5\r\n');
  });
});

import { csvCell, csvRecord } from '../csv';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['Zoë 🚀', 'Zoë 🚀'],
  ])('quotes %j as RFC 4180 asks: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', 'a=b'],
  ])('keeps %j from being read as a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

it('ends a record with CRLF', () => {
  expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n');
});

import { csvCell, csvRecord } from '../csv';

/** A record as a spreadsheet in a semicolon locale reads it: split at each `;` outside quotes, quotes dropped. */
function semicolonLocaleFields(record: string): string[] {
  const fields = [''];
  let quoted = false;
  for (const char of record.replace(/\r\n$/, '')) {
    if (char === '"') quoted = !quoted;
    else if (char === ';' && !quoted) fields.push('');
    else fields[fields.length - 1] += char;
  }
  return fields;
}

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['', '""'],
    ['say "hi"', '"say ""hi"""'],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ['Zoë 🚀', '"Zoë 🚀"'],
  ])('quotes %j always, as RFC 4180 writes it: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+1', `"'+1"`],
    ['-1', `"'-1"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', '"a=b"'],
  ])('keeps %j from being read as a formula: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('keeps the semicolon cell whole, so a semicolon locale finds no formula in a column of its own', () => {
    const record = csvRecord(['Ada', 'a;=HYPERLINK("http://evil.example","click")', 'b;+1;@SUM(A1)']);
    expect(record).toBe('"Ada","a;=HYPERLINK(""http://evil.example"",""click"")","b;+1;@SUM(A1)"\r\n');
    expect(semicolonLocaleFields(record)).toEqual(['Ada,a;=HYPERLINK(http://evil.example,click),b;+1;@SUM(A1)']);
  });
});

it('ends a record with CRLF', () => {
  expect(csvRecord(['a', 'b,c', ''])).toBe('"a","b,c",""\r\n');
});

import { sanitizePostHtml } from '../sanitize-html';

describe('sanitizePostHtml', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h1>T</h1><h2 class="ql-align-center">S</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>' +
      '<blockquote>q</blockquote><ol><li data-list="bullet" class="ql-indent-1">x</li></ol>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it('strips scripts, event handlers, styles and unknown classes', () => {
    const html = '<p style="color:red" class="evil" onclick="x()">a<script>alert(1)</script></p><iframe src="https://x"></iframe>';
    expect(sanitizePostHtml(html)).toBe('<p>a</p>');
    expect(sanitizePostHtml('<img src="https://x/a.png" onerror="alert(1)">')).toBe('<img src="https://x/a.png" />');
  });

  it('allows only http, https, mailto and tel links', () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizePostHtml('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>');
    for (const href of ['https://a.io', 'http://a.io', 'mailto:a@b.co', 'tel:+15551234']) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizePostHtml('<a href="https://a.io" target="_blank">x</a>')).toBe(
      '<a href="https://a.io" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('allows images over http(s) and inline image data only', () => {
    expect(sanitizePostHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(sanitizePostHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizePostHtml('<img src="javascript:alert(1)">')).toBe('');
  });
});

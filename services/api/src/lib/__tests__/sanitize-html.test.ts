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

  it('adds rel=noopener to links opening a new tab, however the target is written', () => {
    for (const target of ['_blank', '_BLANK', ' _blank ']) {
      expect(sanitizePostHtml(`<a href="https://a.io" target="${target}" rel="opener">x</a>`)).toBe(
        '<a href="https://a.io" target="_blank" rel="noopener noreferrer">x</a>',
      );
    }
  });

  it('drops every other target (a named window, _self, _parent, _top)', () => {
    for (const target of ['foo', '_self', '_parent', '_top', '_blank2']) {
      expect(sanitizePostHtml(`<a href="https://a.io" target="${target}">x</a>`)).toBe('<a href="https://a.io">x</a>');
    }
  });

  it('allows images over http(s) and inline image data only', () => {
    expect(sanitizePostHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(sanitizePostHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizePostHtml('<img src="javascript:alert(1)">')).toBe('');
  });

  it('judges inline data as a browser reads it: any case, spaces, control characters and entities', () => {
    const svg = 'image/svg+xml;base64,PHN2Zz4=';
    for (const src of [
      `DATA:${svg}`,
      ` data:${svg}`,
      `&#32;data:${svg}`,
      `da&#x09;ta:${svg}`,
      `da\nta:${svg}`,
      `\u0001data:${svg}`,
      `Data:${svg}`,
    ]) {
      expect(sanitizePostHtml(`<img src="${src}">`)).toBe('');
    }
    expect(sanitizePostHtml('<img src=" DATA:image/png;base64,iVBORw0K Ggo=">')).toBe('<img src=" DATA:image/png;base64,iVBORw0K Ggo=" />');
    expect(sanitizePostHtml('<img src="data:text/html;base64,PHN2Zz4=">')).toBe('');
  });

  it('keeps data and other unsafe schemes out of links in any spelling', () => {
    for (const href of ['DATA:text/html,x', ' data:text/html,x', 'JaVaScRiPt:alert(1)', 'java&#x09;script:alert(1)']) {
      expect(sanitizePostHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    }
  });
});

import { sanitizePostHtml as sanitizeInBrowser } from '../sanitize-post-html';
import { sanitizePostHtml as sanitizeOnServer } from '../sanitize-post-html.server';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** As the browser serializes it (sanitize-html writes `<img />`, the DOM `<img>`). */
const asParsed = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

// The server's render and the browser's must give the same post HTML (or hydration and client
// navigation would show different links and images).
describe.each([
  ['in the browser (DOMPurify)', sanitizeInBrowser],
  ['on the server (sanitize-html)', sanitizeOnServer],
])('post HTML %s', (_side, sanitizeHtml) => {
  const sanitize = (html: string) => asParsed(sanitizeHtml(html));
  it('keeps a new-tab link, with rel so the opened page has no way back', () => {
    expect(sanitize('<a href="https://example.com" target=" _BLANK ">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops any other target', () => {
    expect(sanitize('<a href="https://example.com" target="_top">x</a>')).toBe('<a href="https://example.com">x</a>');
    expect(sanitize('<a href="https://example.com" target="reused-window">x</a>')).toBe('<a href="https://example.com">x</a>');
  });

  it('keeps inline raster images and drops other inline data however it is written', () => {
    expect(sanitize(`<img src="${PNG}" alt="a">`)).toContain(PNG);
    for (const src of [
      'DATA:image/svg+xml;base64,PHN2Zz4=',
      ' data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PHA+',
      'da\tta:image/svg+xml;base64,PHN2Zz4=',
    ]) {
      expect(sanitize(`<p>before<img src="${src}" alt="b"></p>`)).toBe('<p>before</p>');
    }
  });

  it('keeps ordinary images and removes scripts', () => {
    expect(sanitize('<img src="/api/media/a.jpg" alt="c"><script>alert(1)</script>')).toBe('<img src="/api/media/a.jpg" alt="c">');
  });
});

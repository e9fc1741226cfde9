import { detectBrowserSupport } from '../detect-browser';

describe('detectBrowserSupport', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko', 'internet-explorer'],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1)', 'internet-explorer'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36', 'supported'],
    ['Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0', 'supported'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0', 'supported'],
    ['Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 'supported'],
    ['SomeOddBrowser/1.0', 'unknown'],
  ])('%s → %s', (userAgent, support) => {
    expect(detectBrowserSupport(userAgent)).toBe(support);
  });
});

/** @jest-environment node */
import { remoteEntryFor, withBootHints } from '../app-page';
import type { RuntimeConfig } from '../runtime-config';

const config: RuntimeConfig = {
  remotes: {
    mfe_marketing: 'https://m.example/remoteEntry.js',
    mfe_blog: 'https://b.example/remoteEntry.js',
    mfe_admin: 'https://a.example/remoteEntry.js',
  },
  apiBase: '/api',
  recaptchaSiteKey: 'key</script><script>alert(1)</script>',
  showScreenSize: false,
};
const INDEX = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';

describe('the app page', () => {
  it.each([
    ['/', 'https://m.example/remoteEntry.js'],
    ['/faqs', 'https://m.example/remoteEntry.js'],
    ['/blog', 'https://b.example/remoteEntry.js'],
    ['/blog/any-story', 'https://b.example/remoteEntry.js'],
    ['/admin/posts/edit/7', 'https://a.example/remoteEntry.js'],
    ['/no-such-page', undefined],
  ])('%s is rendered by %s', (pathname, entry) => {
    expect(remoteEntryFor(pathname, config.remotes)).toBe(entry);
  });

  it('preloads the remote entry of the requested route, and nothing for a path the app redirects', () => {
    expect(withBootHints(INDEX, '/blog/any-story', config)).toContain('<link rel="preload" as="script" href="https://b.example/remoteEntry.js" />');
    expect(withBootHints(INDEX, '/no-such-page', config)).not.toContain('rel="preload"');
  });

  it('inlines the runtime config as data the browser cannot execute or break out of', () => {
    const html = withBootHints(INDEX, '/', config);
    const block = html.match(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual(config);
    expect(html.indexOf(block!)).toBeLessThan(html.indexOf('</head>'));
  });
});

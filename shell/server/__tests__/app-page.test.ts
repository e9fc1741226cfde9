/** @jest-environment node */
import type { BootAssets } from '../../../scripts/server/boot-assets';
import { bootUrls, routeFor, withBootHints } from '../app-page';
import type { RuntimeConfig } from '../runtime-config';

const config: RuntimeConfig = {
  remotes: {
    mfe_marketing: 'https://m.example/remoteEntry.js',
    mfe_blog: 'https://b.example/assets/remoteEntry.js',
    mfe_admin: 'https://a.example/remoteEntry.js',
  },
  apiBase: '/api',
  recaptchaSiteKey: 'key</script><script>alert(1)</script>',
  showScreenSize: false,
};
const INDEX = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
const SHELL: BootAssets = { boot: ['1.a.css', '1.b.js', '2.c.js'], routes: {} };
const BLOG: BootAssets = { boot: ['9.r.js'], routes: { '/blog': ['3.l.css', '3.l.js'], '/blog/:slug': ['4.p.js'] } };

describe('the app page', () => {
  it.each([
    ['/', 'mfe_marketing'],
    ['/faqs', 'mfe_marketing'],
    ['/blog', 'mfe_blog'],
    ['/blog/any-story', 'mfe_blog'],
    ['/admin/posts/edit/7', 'mfe_admin'],
    ['/no-such-page', undefined],
  ])('%s is rendered by %s', (pathname, remote) => {
    expect(routeFor(pathname)?.remote).toBe(remote);
  });

  it("lists the shell's files, the route's remote entry, its routes module and the route's page, in load order", () => {
    expect(bootUrls(routeFor('/blog/any-story'), config, SHELL, BLOG)).toEqual([
      '/1.a.css',
      '/1.b.js',
      '/2.c.js',
      'https://b.example/assets/remoteEntry.js',
      'https://b.example/assets/9.r.js',
      'https://b.example/assets/4.p.js',
    ]);
  });

  it("lists only the remote entry when the remote's file list is unknown, and only the shell's files for a path the app redirects", () => {
    expect(bootUrls(routeFor('/faqs'), config, SHELL, undefined)).toEqual(['/1.a.css', '/1.b.js', '/2.c.js', 'https://m.example/remoteEntry.js']);
    expect(bootUrls(routeFor('/no-such-page'), config, SHELL, BLOG)).toEqual(['/1.a.css', '/1.b.js', '/2.c.js']);
  });

  it('preloads each file as what it is, escaped', () => {
    const html = withBootHints(INDEX, config, ['/1.a.css', 'https://b.example/remoteEntry.js?a=1&b="2"']);
    expect(html).toContain('<link rel="preload" as="style" href="/1.a.css" />');
    expect(html).toContain('<link rel="preload" as="script" href="https://b.example/remoteEntry.js?a=1&amp;b=&quot;2&quot;" />');
  });

  it('inlines the runtime config as data the browser cannot execute or break out of', () => {
    const html = withBootHints(INDEX, config, []);
    const block = html.match(/<script type="application\/json" id="runtime-config">(.*?)<\/script>/)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual(config);
    expect(html.indexOf(block!)).toBeLessThan(html.indexOf('</head>'));
  });
});

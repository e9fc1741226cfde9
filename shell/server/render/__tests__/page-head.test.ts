/** @jest-environment node */
import { bootLoader } from '../boot-loader';
import { splitTemplate } from '../page-document';
import { pageHeadTags, SOCIAL_PLACEHOLDER } from '../page-head';
import { scriptSafeJson } from '../script-safe-json';

const SITE = { siteUrl: 'https://fns.example', pathname: '/blog/runway-story' };

const ldJson = (head: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null;
};

describe('page head', () => {
  it('puts the title, description, canonical URL and social tags in the head, escaped', () => {
    const head = pageHeadTags(
      {
        title: 'Runway <"Story"> & more - Founders Never Solo Blog',
        exactTitle: true,
        description: 'We had five months, not fourteen & "that" was <it>.',
        type: 'article',
        image: '/api/media/sample/cover.jpg',
      },
      SITE,
    );
    expect(head).toContain('<title>Runway &lt;&quot;Story&quot;&gt; &amp; more - Founders Never Solo Blog</title>');
    expect(head).toContain('<meta name="description" content="We had five months, not fourteen &amp; &quot;that&quot; was &lt;it&gt;." />');
    expect(head).toContain('<link rel="canonical" href="https://fns.example/blog/runway-story" />');
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="og:title" content="Runway &lt;&quot;Story&quot;&gt; &amp; more - Founders Never Solo Blog" />');
    expect(head).toContain(
      '<meta property="og:description" content="We had five months, not fourteen &amp; &quot;that&quot; was &lt;it&gt;." />',
    );
    expect(head).toContain('<meta property="og:url" content="https://fns.example/blog/runway-story" />');
    expect(head).toContain('<meta property="og:image" content="https://fns.example/api/media/sample/cover.jpg" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="twitter:image" content="https://fns.example/api/media/sample/cover.jpg" />');
    expect(head).not.toContain('<meta name="robots"');
    expect(head).not.toContain('<"Story">');
  });

  it('adds the product name to a title that is not exact', () => {
    const head = pageHeadTags({ title: 'How It Works', description: 'd' }, { siteUrl: 'https://x.io', pathname: '/how-it-works' });
    expect(head).toContain('<title>How It Works | Founders Never Solo</title>');
    expect(head).toContain('<link rel="canonical" href="https://x.io/how-it-works" />');
  });

  it('keeps an absolute image, and falls back to the placeholder on this site', () => {
    expect(pageHeadTags({ title: 'T', image: 'https://cdn.example/b.jpg' }, SITE)).toContain(
      'og:image" content="https://cdn.example/b.jpg"',
    );
    const head = pageHeadTags({ title: 'T' }, { siteUrl: 'https://x.io', pathname: '/' });
    expect(head).toContain(`og:image" content="https://x.io${SOCIAL_PLACEHOLDER}"`);
    expect(head).toContain(`twitter:image" content="https://x.io${SOCIAL_PLACEHOLDER}"`);
  });

  it('marks a page noindex, without a canonical URL', () => {
    const head = pageHeadTags({ title: 'Founders Never Solo Blog', exactTitle: true, noIndex: true }, SITE);
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('writes structured data with the page URL and an absolute image', () => {
    const head = pageHeadTags(
      {
        title: 'Runway',
        structuredData: {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: 'Runway </script><script>alert(1)</script>',
          image: '/api/media/sample/cover.jpg',
        },
      },
      SITE,
    );
    expect(head.match(/<script type="application\/ld\+json">/g)).toHaveLength(1);
    expect(ldJson(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Runway </script><script>alert(1)</script>',
      url: 'https://fns.example/blog/runway-story',
      image: 'https://fns.example/api/media/sample/cover.jpg',
    });
    expect(pageHeadTags({ title: 'T' }, SITE)).not.toContain('application/ld+json');
  });
});

describe('scriptSafeJson', () => {
  it('cannot close its script element or break a line, and parses back to the original', () => {
    const value = { text: 'a </script><script>alert(1)</script> <!-- b \u2028 c \u2029 d', list: ['<', '>'] };
    const json = scriptSafeJson(value);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(json).not.toContain('\u2029');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('splitTemplate', () => {
  const parts = {
    head: '<title>Page</title>',
    stylesheets: ['/a.css'],
    scripts: [{ href: '/a.js' }, { href: 'https://cdn.example/remoteEntry.js', integrity: 'sha256-abc' }],
    data: { config: '{"a":1}' },
  };

  it("drops the template's own title and description, and puts the page around the minified root element", () => {
    const template =
      '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="generic"><title>x</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
    const document = splitTemplate(template);
    const start = document.start(parts);
    const html = `${start}<main>app</main>${document.end({ data: '[]' })}`;
    expect(html).not.toContain('generic');
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain('<meta charset=utf-8>');
    expect(start).toContain('<title>Page</title><link rel="stylesheet" href="/a.css" />');
    // Scripts are listed, not linked: the browser fetches them after its first paint.
    expect(start).not.toContain('rel="preload"');
    expect(start).toContain(
      '<script type="application/json" id="config">{"a":1}</script><script type="application/json" id="boot-scripts">[{"href":"/a.js"},{"href":"https://cdn.example/remoteEntry.js","integrity":"sha256-abc"}]</script></head><body><div id="root">',
    );
    expect(html).toContain(
      `<div id="root"><main>app</main></div><script type="application/json" id="data">[]</script><script>${bootLoader(template).script}</script></body></html>`,
    );
  });

  it('reads the quoted template too', () => {
    const template =
      '<html><head><meta name="description" content="generic" /><title>x</title><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';
    const html = splitTemplate(template).start(parts);
    expect(html).not.toContain('generic');
    expect(html).not.toContain('<title>x</title>');
    expect(html).not.toContain('src="/main.js"');
  });

  it('refuses a template without a root element', () => {
    expect(() => splitTemplate('<html><head><script defer src=/main.js></script></head><body></body></html>')).toThrow(/root/);
  });
});

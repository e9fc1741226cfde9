/** @jest-environment node */
import { DEFAULT_POST_DESCRIPTION, metaDescription, plainText, postPageTitle } from '../post-text';

describe('post text', () => {
  it('extracts the visible text of HTML, decoding entities', () => {
    expect(plainText('<h2>Hi &amp; bye</h2><p>It&#39;s <strong>5 &lt; 6</strong>&nbsp;ok&#x21;</p>')).toBe("Hi & bye It's 5 < 6 ok!");
    expect(plainText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a');
  });

  it('describes a post with its first 150 characters plus an ellipsis, or a default', () => {
    expect(metaDescription(`<p>${'x'.repeat(200)}</p>`)).toBe(`${'x'.repeat(150)}...`);
    expect(metaDescription('<p>Short.</p>')).toBe('Short....');
    expect(metaDescription('<p> </p>')).toBe(DEFAULT_POST_DESCRIPTION);
  });

  it('titles a post page', () => {
    expect(postPageTitle('Facing the Runway')).toBe('Facing the Runway - Founders Never Solo Blog');
  });
});

import { pickActiveSection, sectionAbove } from '../use-scroll-spy';

describe('pickActiveSection', () => {
  it('picks the first section in view, or the last one at the end of the page', () => {
    const ids = ['a', 'b', 'c'];
    expect(pickActiveSection(ids, new Set(['c', 'b']), false)).toBe('b');
    expect(pickActiveSection(ids, new Set(['c', 'b']), true)).toBe('c');
    expect(pickActiveSection(ids, new Set(), false)).toBeUndefined();
  });
});

describe('sectionAbove', () => {
  /** Puts each section's top edge this many px below the viewport top. */
  const place = (tops: Record<string, number>) => {
    document.body.innerHTML = Object.keys(tops)
      .map((id) => `<section id="${id}"></section>`)
      .join('');
    for (const [id, top] of Object.entries(tops)) {
      jest.spyOn(document.getElementById(id)!, 'getBoundingClientRect').mockReturnValue({ top } as DOMRect);
    }
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('falls back to the last section whose top passed the band', () => {
    place({ a: -900, b: 40, c: 700 });
    expect(sectionAbove(['a', 'b', 'c'], 100)).toBe('b');
  });

  it('falls back to the first section above all of them', () => {
    place({ a: 300, b: 900, c: 1500 });
    expect(sectionAbove(['a', 'b', 'c'], 100)).toBe('a');
  });
});

import { mediaSrcSet } from '../media-variants';

describe('mediaSrcSet', () => {
  it('lists a WebP variant per width for an image the API hosts', () => {
    expect(mediaSrcSet('/api/media/sample/build-team-cover.jpg')).toBe(
      '/api/media/sample/build-team-cover.jpg?w=480 480w, /api/media/sample/build-team-cover.jpg?w=800 800w, /api/media/sample/build-team-cover.jpg?w=1200 1200w',
    );
  });

  it.each([
    'https://images.example.com/cover.jpg',
    '/images/cover.jpg',
    '/api/media/a.jpg?v=2',
    '/api/media/a.jpg#top',
    'data:image/png;base64,AAAA',
    '',
  ])('has no variants for %j', (url) => {
    expect(mediaSrcSet(url)).toBeUndefined();
  });
});

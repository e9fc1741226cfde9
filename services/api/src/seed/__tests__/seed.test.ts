import request from 'supertest';
import { bodyOf, type TaxonomyItem } from '../../test-support/response-body';
import { testApp } from '../../test-support/test-app';
import { Post } from '../../modules/posts/post.model';
import { Category, Tag } from '../../modules/taxonomy/taxonomy.model';
import { seedInitialContent, SAMPLE_TAGS } from '../seed';
import { SAMPLE_POSTS } from '../sample-posts';

const { app } = testApp();

describe('seedInitialContent', () => {
  it('seeds the phases, tags and published sample posts on an empty database', async () => {
    expect(await seedInitialContent({ samplePosts: true })).toBe(true);
    expect(bodyOf<TaxonomyItem[]>(await request(app).get('/api/categories')).map((c) => c.name)).toEqual([
      'FACE',
      'ADAPT',
      'BUILD',
      'THRIVE',
    ]);
    expect(await Tag.countDocuments()).toBe(SAMPLE_TAGS.length);

    const posts = (await request(app).get('/api/posts')).body as Array<{ category: string; image: string }>;
    expect(posts).toHaveLength(SAMPLE_POSTS.length);
    expect(new Set(posts.map((post) => post.category))).toEqual(new Set(['FACE', 'ADAPT', 'BUILD', 'THRIVE']));
    const featured = (await request(app).get('/api/posts/featured')).body as Array<{ before: string; after: string }>;
    expect(featured.length).toBeGreaterThanOrEqual(2);
    for (const post of featured) expect(post.before && post.after).toBeTruthy();

    // Every sample image is a file the API serves.
    const images = SAMPLE_POSTS.flatMap((post) => [post.image, post.beforeImage, post.afterImage]).filter((src): src is string => !!src);
    for (const src of new Set(images)) expect((await request(app).get(src)).status).toBe(200);
  });

  it('seeds once when two instances start together on an empty database', async () => {
    await Promise.all([seedInitialContent({ samplePosts: true }), seedInitialContent({ samplePosts: true })]);
    expect(await Category.countDocuments()).toBe(4);
    expect(await Tag.countDocuments()).toBe(SAMPLE_TAGS.length);
    expect(await Post.countDocuments()).toBe(SAMPLE_POSTS.length);
  });

  it('runs once: content deleted afterwards does not come back', async () => {
    await seedInitialContent({ samplePosts: true });
    await Post.deleteMany({});
    expect(await seedInitialContent({ samplePosts: true })).toBe(false);
    expect(await Post.countDocuments()).toBe(0);
  });

  it('can skip the sample posts but still seeds the phases', async () => {
    await seedInitialContent({ samplePosts: false });
    expect(await Post.countDocuments()).toBe(0);
    expect(await Category.countDocuments()).toBe(4);
  });
});

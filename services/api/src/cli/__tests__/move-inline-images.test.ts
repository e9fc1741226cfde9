import sharp from 'sharp';
import request from 'supertest';
import { listImages } from '../../modules/media/media-library.service';
import { binary, jpegWithExif, solidImage } from '../../modules/media/__tests__/test-images';
import { Post } from '../../modules/posts/post.model';
import { createPost } from '../../modules/posts/post-write.service';
import { bodyOf } from '../../test-support/response-body';
import { testApp } from '../../test-support/test-app';
import { moveInlineImages } from '../move-inline-images';

const { app } = testApp();
const dataUrl = (type: string, bytes: Buffer) => `data:image/${type};base64,${bytes.toString('base64')}`;
const UPLOAD_URL = /\/api\/uploads\/[0-9a-f]{24}/g;

/** Runs the move, answering what it printed too. */
async function move() {
  const lines: string[] = [];
  const result = await moveInlineImages((line) => lines.push(line));
  return { ...result, lines };
}

describe('moveInlineImages', () => {
  it('moves inline images into the library, once per picture, through the upload checks, and is idempotent', async () => {
    const png = dataUrl('png', await solidImage('png', 30, 20));
    const photo = dataUrl('jpeg', await jpegWithExif(40, 20));
    const withImages = await createPost(
      {
        title: 'Inline images',
        content: `<p>One</p><img src="${png}" alt="a chart" /><p>Two</p><img src="${photo}" /><p>Again</p><img src="${png}" />`,
      },
      { username: 'test' },
    );
    // The image fields take URLs only through the API; older data may hold inline images there too.
    await Post.updateOne({ _id: withImages.id }, { $set: { image: photo } });
    const refused = await createPost(
      { title: 'Not an image', content: `<img src="${dataUrl('png', Buffer.from('plain text'))}" />` },
      { username: 'test' },
    );
    const plain = await createPost(
      {
        title: 'Plain',
        content: '<p>No images, data:image/png;base64, as text.</p>',
        image: '/api/media/sample/x.jpg',
      },
      { username: 'test' },
    );
    const plainBefore = await Post.findById(plain.id).lean();

    const first = await move();
    expect(first).toMatchObject({ posts: 1, moved: 4, kept: 1 });

    const moved = (await Post.findById(withImages.id).lean())!;
    expect(moved.content).not.toContain('data:image');
    const [pngUrl, photoUrl, pngAgain] = moved.content.match(UPLOAD_URL)!;
    expect(pngAgain).toBe(pngUrl);
    expect(photoUrl).not.toBe(pngUrl);
    // Kept by the sanitizer, with the other attributes.
    expect(moved.content).toBe(
      `<p>One</p><img src="${pngUrl}" alt="a chart" /><p>Two</p><img src="${photoUrl}" /><p>Again</p><img src="${pngUrl}" />`,
    );
    expect(moved.image).toBe(photoUrl);
    expect((await listImages({ page: 1, pageSize: 10 })).total).toBe(2);

    // Stored as uploads are: the photo re-encoded, upright and without its EXIF.
    const served = await request(app).get(photoUrl!).buffer(true).parse(binary);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const { width, height, exif } = await sharp(bodyOf<Buffer>(served)).metadata();
    expect({ width, height, exif }).toEqual({ width: 20, height: 40, exif: undefined });

    expect((await Post.findById(refused.id).lean())!.content).toContain('data:image/png');
    expect(await Post.findById(plain.id).lean()).toEqual(plainBefore);
    expect(first.lines).toEqual([
      `Post ${withImages.id} (inline-images): moved 4 inline image(s) to ${pngUrl}, ${photoUrl}`,
      `Post ${refused.id} (not-an-image), content: kept an inline image the library refused: The file is not an image of an accepted type: PNG, JPEG, GIF, WebP, BMP or ICO (recognised by its content, not its name).`,
      'Moved 4 inline image(s) out of 1 post(s).',
    ]);

    const second = await move();
    expect(second).toMatchObject({ posts: 0, moved: 0, kept: 1 });
    expect(second.lines.at(-1)).toBe('No inline images to move.');
    expect((await listImages({ page: 1, pageSize: 10 })).total).toBe(2);
  });
});

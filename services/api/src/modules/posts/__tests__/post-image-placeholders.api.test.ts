import sharp from 'sharp';
import request from 'supertest';
import { adminPostCalls } from '../../../test-support/post-requests';
import { bodyOf, type PostDetail, type PostSummary, type PreviewLink } from '../../../test-support/response-body';
import { adminAuthHeader, testApp } from '../../../test-support/test-app';
import type { LibraryImage } from '../../media/media-library.service';
import { solidImage } from '../../media/__tests__/test-images';
import { UploadFile } from '../../media/upload.model';

const { app, config } = testApp();
let auth: string;
const posts = adminPostCalls(app, () => auth);

beforeEach(async () => {
  auth = await adminAuthHeader(config);
});

const SHIPPED = '/api/media/sample/build-team-cover.jpg';
const ELSEWHERE = 'https://images.example.com/team.jpg';

async function uploadedUrl(): Promise<string> {
  const res = await posts.post('/api/admin/media').attach('file', await solidImage('png', 300, 150, '#cc6633'), 'team.png');
  return bodyOf<LibraryImage>(res).url;
}

/** A placeholder's PNG: its format and size. */
async function pictureOf(dataUrl: string) {
  const [, base64] = /^data:image\/png;base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl)!;
  const { format, width, height } = await sharp(Buffer.from(base64!, 'base64')).metadata();
  return { format, width, height };
}

describe("the public post answers' imagePlaceholders", () => {
  it('carry a blurred PNG for an uploaded and a shipped image, none for an image from elsewhere', async () => {
    const uploaded = await uploadedUrl();
    const images = { image: uploaded, beforeImage: SHIPPED, afterImage: ELSEWHERE };
    const post = await posts.created({ title: 'Placeholders', published: true, featured: true, ...images });

    const list = bodyOf<PostSummary[]>(await request(app).get('/api/posts'));
    const placeholders = list[0]!.imagePlaceholders;
    expect(Object.keys(placeholders).sort()).toEqual([SHIPPED, uploaded].sort());
    // 12 pixels the longer side, in the shape the ThumbHash keeps roughly (7:4 for both the 2:1 upload and the 1200 × 630 photo).
    for (const url of [uploaded, SHIPPED]) {
      expect(await pictureOf(placeholders[url]!)).toEqual({ format: 'png', width: 12, height: 7 });
      expect(placeholders[url]!.length).toBeLessThanOrEqual(450);
    }

    const answers = await Promise.all(
      ['/api/posts/featured', `/api/posts/slug/${post.slug}`, `/api/posts/${post.id}`].map((path) => request(app).get(path)),
    );
    expect(bodyOf<PostSummary[]>(answers[0]!)[0]!.imagePlaceholders).toEqual(placeholders);
    for (const answer of answers.slice(1)) expect(bodyOf<PostDetail>(answer).imagePlaceholders).toEqual(placeholders);
  });

  it("carry the preview's images", async () => {
    const post = await posts.created({ title: 'Preview placeholders' });
    const link = bodyOf<PreviewLink>(await posts.post(`/api/admin/posts/${post.id}/preview`, { image: SHIPPED }));
    const preview = bodyOf<PostDetail>(await request(app).get(`/api/posts/slug/${post.slug}?${link.url.split('?')[1]!}`));
    expect(Object.keys(preview.imagePlaceholders)).toEqual([SHIPPED]);
  });

  it('are empty for a variant URL, an unknown image or an upload stored before placeholders', async () => {
    const older = await uploadedUrl();
    await UploadFile.updateOne({ _id: older.split('/').pop() }, { $unset: { 'metadata.thumbHash': 1 } });
    const post = await posts.created({
      title: 'No placeholders',
      published: true,
      image: older,
      beforeImage: `${SHIPPED}?w=480`,
      afterImage: '/api/media/sample/no-such-image.jpg',
    });
    expect(bodyOf<PostDetail>(await request(app).get(`/api/posts/${post.id}`)).imagePlaceholders).toEqual({});
  });
});

import path from 'node:path';
import { IMAGE_NOT_FOUND, MEDIA_DIR, resolveMediaImage } from '../media-file';

describe('resolveMediaImage', () => {
  it('resolves a shipped image inside the media folder', async () => {
    await expect(resolveMediaImage(MEDIA_DIR, ['sample', 'build-team-cover.jpg'])).resolves.toBe(
      path.join(MEDIA_DIR, 'sample', 'build-team-cover.jpg'),
    );
    // A segment decoded from %2F holds a slash; the file is the same.
    await expect(resolveMediaImage(MEDIA_DIR, ['brand/social-default.jpg'])).resolves.toBe(
      path.join(MEDIA_DIR, 'brand', 'social-default.jpg'),
    );
  });

  it.each([
    [['..', 'package.json']],
    [['../package.json']],
    [['sample', '..', '..', 'package.json']],
    [['sample', '..', 'brand', 'social-default.jpg']],
    [['/etc/passwd']],
    [['', 'etc', 'hosts.jpg']],
    [['sample', 'build-team-cover.jpg\0.png']],
    [['sample\\..\\..\\package.json']],
    [['.hidden.jpg']],
    [['sample', 'missing.jpg']],
    [['sample']],
    [['sample', 'build-team-cover.jpg', 'x.jpg']],
    [['sample', 'build-team-cover.gif']],
    [['x'.repeat(5_000) + '.jpg']],
  ])('answers %j with 404', async (segments) => {
    await expect(resolveMediaImage(MEDIA_DIR, segments)).rejects.toMatchObject({ status: 404, message: IMAGE_NOT_FOUND });
  });
});

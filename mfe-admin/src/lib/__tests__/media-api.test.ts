import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { removeAuthToken, storeAuthToken } from '../auth-token';
import { fetchMediaPage, libraryThumbnailOf, uploadImage } from '../media-api';

const fetchMock = installFetchMock();
const ID = 'a'.repeat(24);
const IMAGE = { id: ID, url: `/api/uploads/${ID}`, type: 'image/png', width: 64, height: 40, size: 512 };
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' });

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe('uploadImage', () => {
  it('posts the file as multipart form data, in the field "file", with the token', async () => {
    fetchMock.mockResolvedValue(answer(201, IMAGE));
    const file = png();
    await expect(uploadImage(file)).resolves.toEqual(IMAGE);

    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/admin/media', method: 'POST', authorization: 'Bearer jwt' });
    const init = fetchMock.mock.calls[0]![1]!;
    // No Content-Type of its own: the browser writes multipart/form-data with the boundary.
    expect(init.headers).toEqual({ Authorization: 'Bearer jwt' });
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect([...form.keys()]).toEqual(['file']);
    expect(form.get('file')).toMatchObject({ name: 'cover.png', type: 'image/png', size: file.size });
  });

  it.each([
    [415, 'The file is not an image of an accepted type: PNG, JPEG, GIF, WebP, BMP or ICO (recognised by its content, not its name).'],
    [413, 'The image is too large: the limit is 10 MB.'],
    [422, 'The image is too large to process (more than 50 million pixels).'],
  ])("a %i reads as the server's message", async (status, message) => {
    fetchMock.mockResolvedValue(answer(status, { message }));
    await expect(uploadImage(png())).rejects.toMatchObject({ message, status, authFailure: false });
  });

  it.each([
    ['a 401 without a message', answer(401, 'no json'), 'Unauthorized or forbidden. Please log in again.', true],
    ['another status without a message', answer(502, 'bad gateway'), 'HTTP error! Status: 502.', false],
  ])('%s reads as a fixed text', async (_name, response, message, authFailure) => {
    fetchMock.mockResolvedValue(response);
    await expect(uploadImage(png())).rejects.toMatchObject({ message, authFailure });
  });

  it("a network failure reads as the upload's own text", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(uploadImage(png())).rejects.toThrow('Failed to upload the image.');
  });

  it('sends nothing without a token', async () => {
    removeAuthToken();
    await expect(uploadImage(png())).rejects.toMatchObject({
      message: 'Authentication token not found. Please log in again.',
      authFailure: true,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('fetchMediaPage', () => {
  it('asks for a page of twelve with the token', async () => {
    const page = { items: [{ ...IMAGE, createdAt: '2025-03-04T10:00:00.000Z', name: 'cover.png' }], total: 13, page: 2, pageSize: 12 };
    fetchMock.mockResolvedValue(answer(200, page));
    await expect(fetchMediaPage(2)).resolves.toEqual(page);
    expect(requestOf(fetchMock)).toMatchObject({ url: '/api/admin/media?page=2&pageSize=12', method: 'GET', authorization: 'Bearer jwt' });
  });

  it("a network failure reads as the list's own text", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchMediaPage(1)).rejects.toThrow('Failed to load the images.');
  });
});

describe('libraryThumbnailOf', () => {
  const origin = 'https://site.example';

  it('is the small WebP variant of a library image on this site', () => {
    expect(libraryThumbnailOf(`${origin}/api/uploads/${ID}`, origin)).toBe(`/api/uploads/${ID}?w=480`);
  });

  it.each([
    ['another site', `https://elsewhere.example/api/uploads/${ID}`],
    ['not the library', `${origin}/api/media/sample/a.jpg`],
    ['a URL with a query', `${origin}/api/uploads/${ID}?w=800`],
    ['text that is not a URL yet', 'https:'],
    ['an empty field', ''],
  ])('is null for %s', (_name, value) => {
    expect(libraryThumbnailOf(value, origin)).toBeNull();
  });
});

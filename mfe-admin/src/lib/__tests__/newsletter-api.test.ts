import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { removeAuthToken, storeAuthToken } from '../auth-token';
import { fetchNewsletterOverview, sendNewsletter, sendNewsletterTest } from '../newsletter-api';

const fetchMock = installFetchMock();
const SEND = { id: 's1', createdAt: '2026-04-15T09:30:00.000Z', recipients: 2, progress: { queued: 2, sent: 0, failed: 0 } };

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('reads the overview, sends a test and sends the post with the token; a resend says so', async () => {
  const overview = { subject: 'S', html: '<p>S</p>', text: 'S', audience: 2, sends: [] };
  fetchMock
    .mockResolvedValueOnce(answer(200, overview))
    .mockResolvedValueOnce(answer(202, { message: 'A test is on its way to me@example.com.' }))
    .mockResolvedValue(answer(201, SEND));
  await expect(fetchNewsletterOverview('7')).resolves.toEqual(overview);
  await expect(sendNewsletterTest('7', 'me@example.com')).resolves.toBe('A test is on its way to me@example.com.');
  await expect(sendNewsletter('7', false)).resolves.toEqual(SEND);
  await sendNewsletter('7', true);
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: '/api/admin/posts/7/newsletter', method: 'GET', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: '/api/admin/posts/7/newsletter/test',
    method: 'POST',
    authorization: 'Bearer jwt',
    body: { to: 'me@example.com' },
  });
  expect(requestOf(fetchMock, 2)).toEqual({ url: '/api/admin/posts/7/newsletter', method: 'POST', authorization: 'Bearer jwt', body: {} });
  expect(requestOf(fetchMock, 3).body).toEqual({ resend: true });
});

it("keeps the server's message: not published, sent already, no one subscribed", async () => {
  fetchMock.mockResolvedValueOnce(answer(409, { message: 'Only a published post can go out as a newsletter.' }));
  await expect(fetchNewsletterOverview('7')).rejects.toThrow('Only a published post can go out as a newsletter.');
  fetchMock.mockResolvedValueOnce(answer(409, { message: 'This post went out as a newsletter already: confirm to send it again.' }));
  await expect(sendNewsletter('7', false)).rejects.toThrow('This post went out as a newsletter already: confirm to send it again.');
  fetchMock.mockResolvedValueOnce(answer(422, { message: 'No one is subscribed to the newsletter yet.' }));
  await expect(sendNewsletter('7', false)).rejects.toThrow('No one is subscribed to the newsletter yet.');
});

it("a network failure reads as the call's own text; without a token nothing is sent", async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(fetchNewsletterOverview('7')).rejects.toThrow('Failed to load the newsletter.');
  await expect(sendNewsletterTest('7', 'me@example.com')).rejects.toThrow('Failed to send the test.');
  await expect(sendNewsletter('7', false)).rejects.toThrow('Failed to send the newsletter.');
  fetchMock.mockReset();
  removeAuthToken();
  await expect(sendNewsletter('7', false)).rejects.toThrow('Authentication token not found. Please log in again.');
  expect(fetchMock).not.toHaveBeenCalled();
});

import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { deleteAudienceEntry, fetchAudienceCsv, fetchAudiencePage, fetchAudienceStats, setMessageHandled } from '../audience-api';
import { storeAuthToken } from '../auth-token';

const fetchMock = installFetchMock();
const ID = 'c'.repeat(24);

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

it('asks for a page with its search and filter, and only the filters in use', async () => {
  fetchMock.mockResolvedValue(answer(200, { items: [], total: 0, page: 3, pageSize: 20 }));
  await fetchAudiencePage('contact', { q: 'a+b@x.io', unhandled: true, status: null }, 3);
  expect(requestOf(fetchMock)).toMatchObject({
    url: '/api/admin/contact?q=a%2Bb%40x.io&unhandled=true&page=3&pageSize=20',
    authorization: 'Bearer jwt',
  });
  await fetchAudiencePage('waitlist', { q: '', unhandled: false, status: null }, 1);
  expect(requestOf(fetchMock, 1).url).toBe('/api/admin/waitlist?page=1&pageSize=20');
  await fetchAudiencePage('newsletter', { q: '', unhandled: false, status: 'confirmed' }, 2);
  expect(requestOf(fetchMock, 2).url).toBe('/api/admin/newsletter?status=confirmed&page=2&pageSize=20');
});

it.each([
  ["the server's message", answer(403, { message: 'Admins only.' }), 'Admins only.', true],
  ['the sign-in text for a 401 without one', answer(401, 'no json'), 'Unauthorized or forbidden. Please log in again.', true],
  ['the status otherwise', answer(502, 'bad gateway'), 'HTTP error! Status: 502.', false],
])('a failed call reads as %s', async (_name, response, message, authFailure) => {
  fetchMock.mockResolvedValue(response);
  await expect(fetchAudienceStats()).rejects.toMatchObject({ message, authFailure });
});

it("a network failure reads as the call's own text", async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(fetchAudiencePage('newsletter', { q: '', unhandled: false, status: null }, 1)).rejects.toThrow('Failed to load the list.');
  await expect(deleteAudienceEntry('newsletter', ID)).rejects.toThrow('Failed to delete the entry.');
  await expect(setMessageHandled(ID, true)).rejects.toThrow('Failed to update the message.');
  await expect(fetchAudienceCsv('newsletter', { q: '', unhandled: false, status: null })).rejects.toThrow('Failed to export the CSV file.');
});

it('deletes and marks handled with the token', async () => {
  fetchMock.mockResolvedValueOnce(answer(204)).mockResolvedValueOnce(answer(200, { id: ID, handled: false }));
  await deleteAudienceEntry('waitlist', ID);
  await expect(setMessageHandled(ID, false)).resolves.toEqual({ id: ID, handled: false });
  expect(requestOf(fetchMock, 0)).toMatchObject({ url: `/api/admin/waitlist/${ID}`, method: 'DELETE', authorization: 'Bearer jwt' });
  expect(requestOf(fetchMock, 1)).toEqual({
    url: `/api/admin/contact/${ID}`,
    method: 'PATCH',
    authorization: 'Bearer jwt',
    body: { handled: false },
  });
});

it('names the CSV file as the server does, else after the list', async () => {
  fetchMock.mockResolvedValueOnce(
    answer(200, 'email\r\n', 'OK', { 'Content-Disposition': 'attachment; filename="newsletter-2025-03-04.csv"' }),
  );
  fetchMock.mockResolvedValueOnce(answer(200, 'email\r\n'));
  await expect(fetchAudienceCsv('newsletter', { q: 'ada', unhandled: false, status: null })).resolves.toMatchObject({
    filename: 'newsletter-2025-03-04.csv',
  });
  await expect(fetchAudienceCsv('newsletter', { q: '', unhandled: false, status: null })).resolves.toMatchObject({
    filename: 'newsletter.csv',
  });
  expect([requestOf(fetchMock, 0).url, requestOf(fetchMock, 1).url]).toEqual([
    '/api/admin/newsletter.csv?q=ada',
    '/api/admin/newsletter.csv',
  ]);
});

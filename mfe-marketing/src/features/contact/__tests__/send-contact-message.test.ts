/** @jest-environment node */
import { EMPTY_CONTACT } from '../contact-content';
import { CONTACT_NETWORK_ERROR, CONTACT_SENT_FALLBACK, sendContactMessage } from '../send-contact-message';

const values = { ...EMPTY_CONTACT, name: 'Ada', email: 'ada@example.com', subject: 'general' as const, message: 'Hello' };
const botCheck = { website: '', elapsedMs: 12_000 };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendContactMessage', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("posts JSON to /api/contact with the bot check's fields and resolves with the thank-you message", async () => {
    fetchMock.mockResolvedValue(json(201, { message: 'Thanks!' }));
    await expect(sendContactMessage(values, botCheck)).resolves.toBe('Thanks!');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ ...values, ...botCheck });
  });

  it('has its own thanks when the answer carries none', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(sendContactMessage(values, botCheck)).resolves.toBe(CONTACT_SENT_FALLBACK);
  });

  it('rejects with the server message, a status fallback or a network message', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Please enter a message' }));
    await expect(sendContactMessage(values, botCheck)).rejects.toThrow('Please enter a message');
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(sendContactMessage(values, botCheck)).rejects.toThrow('We could not send your message (HTTP 502). Please try again.');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendContactMessage(values, botCheck)).rejects.toThrow(CONTACT_NETWORK_ERROR);
  });
});

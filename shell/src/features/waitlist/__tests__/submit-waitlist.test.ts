/** @jest-environment node */
import { BotCheckError } from '@fns/design-system';
import { submitWaitlist, WAITLIST_ERRORS } from '../submit-waitlist';
import { validateWaitlist } from '../validate-waitlist';

const fields = { fullName: ' Ada ', email: ' ada@example.com ', company: '' };

describe('validateWaitlist', () => {
  it.each([
    [{ fullName: 'A', email: 'a@b.co', company: '' }, { fullName: 'Name must be at least 2 characters' }],
    [{ fullName: '  A  ', email: 'a@b.co', company: '' }, { fullName: 'Name must be at least 2 characters' }],
    [{ fullName: 'Ada', email: 'a b@c.co', company: '' }, { email: 'Please enter a valid email address' }],
    [{ fullName: 'Ada', email: 'ada@example', company: '' }, { email: 'Please enter a valid email address' }],
    [{ fullName: 'Ada', email: 'ada@example.com', company: '' }, {}],
    [{ fullName: 'Ada', email: `${'a'.repeat(243)}@example.com`, company: '' }, { email: 'Please enter a valid email address' }],
  ])('%j → %j', (input, errors) => {
    expect(validateWaitlist(input)).toEqual(errors);
  });

  it('refuses a 16 KB hostile e-mail within a few milliseconds', () => {
    // The old pattern's worst case: quadratic backtracking over the dots after the "@".
    for (const email of [`a@${'.'.repeat(16_000)}@`, `a@${'a.'.repeat(8_000)}@`]) {
      const started = performance.now();
      const errors = validateWaitlist({ fullName: 'Ada', email, company: '' });
      expect(performance.now() - started).toBeLessThan(50);
      expect(errors).toEqual({ email: 'Please enter a valid email address' });
    }
  });
});

const noBotCheck = () => Promise.resolve(undefined);

describe('submitWaitlist', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });
  const answer = (status: number, body?: unknown) =>
    Promise.resolve(new Response(body === undefined ? 'not json' : JSON.stringify(body), { status }));

  it('posts the trimmed fields and the token for the waitlistSubmit action', async () => {
    fetchMock.mockReturnValue(answer(201, { message: 'ok' }));
    const tokenFor = jest.fn().mockResolvedValue('token-1');
    await submitWaitlist(fields, tokenFor);
    expect(tokenFor).toHaveBeenCalledWith('waitlistSubmit');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/waitlist');
    expect(JSON.parse(init!.body as string)).toEqual({
      email: 'ada@example.com',
      fullName: 'Ada',
      company: '',
      token: 'token-1',
      source: {},
    });
  });

  it('sends the referral the visitor came with, and none without one (no storage here, as on the server)', async () => {
    fetchMock.mockReturnValue(answer(201, {}));
    const referral = 'Ab_3-'.repeat(8);
    await submitWaitlist(fields, noBotCheck, referral);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toMatchObject({ email: 'ada@example.com', referral });
    await submitWaitlist(fields, noBotCheck);
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).not.toHaveProperty('referral');
  });

  it('sends no token when the bot check is off', async () => {
    fetchMock.mockReturnValue(answer(201, {}));
    await submitWaitlist(fields, noBotCheck);
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).not.toHaveProperty('token');
  });

  it.each([
    ["Google's script cannot load", new BotCheckError(WAITLIST_ERRORS.notReady), WAITLIST_ERRORS.notReady],
    ['the bot check makes no token', new BotCheckError(WAITLIST_ERRORS.verificationFailed), WAITLIST_ERRORS.verificationFailed],
    ['the bot check fails otherwise', new Error('x'), WAITLIST_ERRORS.verificationFailed],
  ])('refuses when %s', async (_name, failure, message) => {
    await expect(submitWaitlist(fields, () => Promise.reject(failure))).rejects.toThrow(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server message, else the status, else the generic text', async () => {
    fetchMock.mockReturnValueOnce(answer(400, { message: 'Please enter a valid email address' }));
    await expect(submitWaitlist(fields, noBotCheck)).rejects.toThrow('Please enter a valid email address');
    fetchMock.mockReturnValueOnce(answer(502));
    await expect(submitWaitlist(fields, noBotCheck)).rejects.toThrow('HTTP error! Status: 502');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(submitWaitlist(fields, noBotCheck)).rejects.toThrow(WAITLIST_ERRORS.unexpected);
  });
});

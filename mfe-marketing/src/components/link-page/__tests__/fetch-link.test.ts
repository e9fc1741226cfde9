import { isNotFound, type Settled, settle } from '@fns/design-system/data';
import { answerApi } from '../../../test-support/link-pages';
import { fetchLink } from '../fetch-link';

/** What a link's page gets for `token`, settled as the server sends it. */
const load = (token: string | undefined): Promise<Settled<unknown>> => settle(fetchLink('/things/', token));

describe("a mail link's read", () => {
  it('asks the API at the path, the token encoded', async () => {
    const calls = answerApi(200, { status: 'pending' });
    expect(await load('AbC_d-9')).toEqual({ status: 'loaded', data: { status: 'pending' } });
    await load('a/b?c');
    expect(calls).toEqual(['/api/things/AbC_d-9', '/api/things/a%2Fb%3Fc']);
  });

  it.each([404, 400])('takes a %i for a link that is not valid (the server answers 404)', async (status) => {
    answerApi(status, { message: 'This link is not valid or has expired.' });
    const settled = await load('unknown-token');
    expect(settled.status === 'error' && isNotFound(settled.error)).toBe(true);
    expect(settled).toMatchObject({ error: { message: 'This link is not valid or has expired.' } });
  });

  it('asks nothing without a token', async () => {
    const calls = answerApi(200, {});
    const settled = await load(undefined);
    expect(settled.status === 'error' && isNotFound(settled.error)).toBe(true);
    expect(calls).toEqual([]);
  });

  it("keeps the API's message when it fails, and is no 404 then", async () => {
    answerApi(503, { message: 'The database is unavailable right now.' });
    expect(await load('some-token')).toEqual({
      status: 'error',
      error: { name: 'Error', message: 'The database is unavailable right now.' },
    });
  });
});

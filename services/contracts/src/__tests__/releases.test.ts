import { liveRegistrySchema } from '../releases';

const url = 'https://cdn.example/mfe-blog/1.1.0/remote-manifest.json';
const parse = (value: unknown) => liveRegistrySchema.safeParse(value).data;

describe('the live registry (GET /api/remotes/live)', () => {
  it('reads promoted releases and canaries', () => {
    const state = { remotes: { mfe_blog: url }, canaries: { mfe_admin: { manifestUrl: url, percent: 5 } } };
    expect(parse(state)).toEqual(state);
  });

  it.each([
    ['an unknown remote', { remotes: { mfe_shop: url }, canaries: {} }],
    ['an unknown canary', { remotes: {}, canaries: { mfe_shop: { manifestUrl: url, percent: 5 } } }],
    ['a URL that is not http(s)', { remotes: { mfe_blog: 'javascript:alert(1)' }, canaries: {} }],
    ['a share of 0', { remotes: {}, canaries: { mfe_blog: { manifestUrl: url, percent: 0 } } }],
    ['a share of 100', { remotes: {}, canaries: { mfe_blog: { manifestUrl: url, percent: 100 } } }],
    ['a share that is not whole', { remotes: {}, canaries: { mfe_blog: { manifestUrl: url, percent: 2.5 } } }],
    ['no canaries', { remotes: {} }],
    ['a list', []],
    ['null', null],
  ])('refuses %s', (_case, value) => {
    expect(parse(value)).toBeUndefined();
  });
});

import { liveRegistrySchema } from '../releases';

const url = 'https://cdn.example/mfe-blog/1.1.0/remote-manifest.json';
/** A registered release as the registry pins it. */
const release = { manifestUrl: url, version: '1.1.0', integrity: `sha256-${'a'.repeat(43)}=` };
const parse = (value: unknown) => liveRegistrySchema.safeParse(value).data;

describe('the live registry (GET /api/remotes/live)', () => {
  it('reads promoted releases and canaries', () => {
    const state = { remotes: { mfe_blog: release }, canaries: { mfe_admin: { ...release, percent: 5 } } };
    expect(parse(state)).toEqual(state);
  });

  it.each([
    ['an unknown remote', { remotes: { mfe_shop: release }, canaries: {} }],
    ['an unknown canary', { remotes: {}, canaries: { mfe_shop: { ...release, percent: 5 } } }],
    ['a URL that is not http(s)', { remotes: { mfe_blog: { ...release, manifestUrl: 'javascript:alert(1)' } }, canaries: {} }],
    ['a release without its sha256', { remotes: { mfe_blog: { manifestUrl: url, version: '1.1.0' } }, canaries: {} }],
    ['a release with another kind of hash', { remotes: { mfe_blog: { ...release, integrity: 'md5-abc' } }, canaries: {} }],
    ['a bare URL (no version, no sha256)', { remotes: { mfe_blog: url }, canaries: {} }],
    ['a share of 0', { remotes: {}, canaries: { mfe_blog: { ...release, percent: 0 } } }],
    ['a share of 100', { remotes: {}, canaries: { mfe_blog: { ...release, percent: 100 } } }],
    ['a share that is not whole', { remotes: {}, canaries: { mfe_blog: { ...release, percent: 2.5 } } }],
    ['no canaries', { remotes: {} }],
    ['a list', []],
    ['null', null],
  ])('refuses %s', (_case, value) => {
    expect(parse(value)).toBeUndefined();
  });
});

import { ARRIVAL_STORAGE_KEY, rememberArrival, setPageVersions, signUpSource } from '../sign-up-source';

const SITE = { hostname: 'foundersneversolo.com' };

beforeEach(() => {
  sessionStorage.clear();
  setPageVersions({});
});
afterEach(() => jest.restoreAllMocks());

describe('rememberArrival', () => {
  it("keeps the referring site's host and the landing address's utm_* parameters", () => {
    rememberArrival(
      { ...SITE, search: '?utm_source=hn&utm_medium=social&utm_campaign=launch&utm_id=x&ref=abc' },
      'https://news.ycombinator.com/item?id=1',
    );
    expect(signUpSource('/about')).toEqual({ host: 'news.ycombinator.com', utm: { source: 'hn', medium: 'social', campaign: 'launch' } });
  });

  it('keeps the first page of the tab: a later page, from the site itself, changes nothing', () => {
    rememberArrival({ ...SITE, search: '?utm_source=newsletter' }, '');
    rememberArrival({ ...SITE, search: '?utm_source=other' }, 'https://foundersneversolo.com/blog');
    expect(signUpSource('/')).toEqual({ utm: { source: 'newsletter' } });
  });

  it("keeps no host for the site's own pages nor for a visitor who typed the address, and cuts long parameters", () => {
    rememberArrival({ ...SITE, search: `?utm_campaign=${'c'.repeat(150)}` }, 'https://foundersneversolo.com/');
    expect(signUpSource('/')).toEqual({ utm: { campaign: 'c'.repeat(100) } });
    sessionStorage.clear();
    rememberArrival({ ...SITE, search: '' }, '');
    expect(sessionStorage.getItem(ARRIVAL_STORAGE_KEY)).toBe('{}');
    expect(signUpSource('/')).toEqual({});
  });

  it('does without storage when the browser refuses it, and without a stored value it cannot read', () => {
    sessionStorage.setItem(ARRIVAL_STORAGE_KEY, '{not json');
    expect(signUpSource('/')).toEqual({});
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(() => rememberArrival({ ...SITE, search: '?utm_source=x' }, '')).not.toThrow();
    expect(signUpSource('/')).toEqual({});
  });
});

describe('signUpSource', () => {
  it("names the version of the remote that rendered the page: the blog's on a post, the marketing one's elsewhere", () => {
    setPageVersions({ mfe_marketing: '2.0.0', mfe_blog: '1.4.0', mfe_admin: '3.0.0' });
    expect(signUpSource('/blog/pricing-with-nerve')).toEqual({ versions: { mfe_blog: '1.4.0' } });
    expect(signUpSource('/how-it-works')).toEqual({ versions: { mfe_marketing: '2.0.0' } });
    expect(signUpSource('/not-a-page')).toEqual({});
  });
});

import { REFERRAL_STORAGE_KEY, rememberReferral, storedReferral } from '../referral';

const TOKEN = 'Ab_3-'.repeat(13).slice(0, 66);

beforeEach(() => sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('rememberReferral', () => {
  it('keeps the `ref` of the address the site was opened at, for the sign-up', () => {
    rememberReferral(`?utm_source=mail&ref=${TOKEN}`);
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBe(TOKEN);
    expect(storedReferral()).toBe(TOKEN);
  });

  it("reads the page's own address by default", () => {
    window.history.replaceState(null, '', `/features?ref=${TOKEN}`);
    rememberReferral();
    expect(storedReferral()).toBe(TOKEN);
    window.history.replaceState(null, '', '/');
  });

  it('keeps the referral it has when a later page has none', () => {
    rememberReferral(`?ref=${TOKEN}`);
    rememberReferral('');
    rememberReferral('?q=founders');
    expect(storedReferral()).toBe(TOKEN);
  });

  it.each([
    ['too short', 'Ab_3-Ab_3-Ab_3-'],
    ['too long', 'a'.repeat(257)],
    ['not base64url', `${TOKEN.slice(0, 40)}+/=`],
    ['markup', '<script>alert(1)</script>xxxxxxxx'],
    ['empty', ''],
  ])('keeps nothing of a `ref` of the wrong shape (%s)', (_name, referral) => {
    rememberReferral(`?ref=${encodeURIComponent(referral)}`);
    expect(sessionStorage.getItem(REFERRAL_STORAGE_KEY)).toBeNull();
  });

  it('does without storage when the browser refuses it', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(() => rememberReferral(`?ref=${TOKEN}`)).not.toThrow();
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Blocked', 'SecurityError');
    });
    expect(storedReferral()).toBeUndefined();
  });
});

it('storedReferral sends no value of the wrong shape, whatever was put there', () => {
  expect(storedReferral()).toBeUndefined();
  sessionStorage.setItem(REFERRAL_STORAGE_KEY, 'not a token');
  expect(storedReferral()).toBeUndefined();
});

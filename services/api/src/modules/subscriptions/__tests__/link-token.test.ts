import { testConfig } from '../../../test-support/test-app';
import { signLinkToken, verifyLinkToken, type LinkClaims } from '../link-token';

const config = testConfig({ CONFIRM_TTL_HOURS: '48' });
const confirm: LinkClaims = { list: 'waitlist', id: '0123456789abcdef01234567', purpose: 'confirm' };
const unsubscribe: LinkClaims = { list: 'newsletter', id: 'fedcba9876543210fedcba98', purpose: 'unsubscribe' };
const HOUR = 60 * 60 * 1000;

describe('mail link tokens', () => {
  it('carry the list, the sign-up and the purpose, in base64url without dots', () => {
    for (const claims of [confirm, unsubscribe]) {
      const token = signLinkToken(config, claims);
      expect(token).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
      expect(verifyLinkToken(config, token)).toEqual(claims);
    }
  });

  it('expire after CONFIRM_TTL_HOURS for confirm links; unsubscribe and preference links do not', () => {
    const issued = Date.now();
    const token = signLinkToken(config, confirm, issued);
    expect(verifyLinkToken(config, token, issued + 47 * HOUR)).toEqual(confirm);
    expect(verifyLinkToken(config, token, issued + 48 * HOUR + 1000)).toBeUndefined();
    for (const claims of [unsubscribe, { ...unsubscribe, purpose: 'preferences' } as const]) {
      const forever = signLinkToken(config, claims, issued);
      expect(verifyLinkToken(config, forever, issued + 10 * 365 * 24 * HOUR)).toEqual(claims);
    }
  });

  it('refuse any change, a foreign key, and what is no token', () => {
    const token = signLinkToken(config, confirm);
    for (let index = 0; index < token.length; index += 1) {
      const changed = token.slice(0, index) + (token[index] === 'A' ? 'B' : 'A') + token.slice(index + 1);
      expect(verifyLinkToken(config, changed)).toBeUndefined();
    }
    const other = testConfig({ JWT_SECRET: 'another-secret-that-is-long-enough-for-hs256-signing' });
    expect(verifyLinkToken(other, token)).toBeUndefined();
    for (const junk of ['', 'a', token.slice(0, -1), `${token}A`, `${token}.x`, 'x'.repeat(5000), '%00', '../../etc'])
      expect(verifyLinkToken(config, junk)).toBeUndefined();
  });
});

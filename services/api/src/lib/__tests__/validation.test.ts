import { jsonSchema } from '../../openapi/openapi-helpers';
import { waitlistSchema } from '../../modules/waitlist/waitlist.routes';
import { EMAIL_PATTERN, emailField, keptAfterTrim } from '../validation';

/** The old pattern's worst case: every dot after the "@" was tried as the domain's dot, each retry rescanning the rest. */
const HOSTILE_EMAIL = `a@${'.'.repeat(16_000)}@`;

const millisecondsOf = (work: () => unknown) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

describe('emailField', () => {
  it.each([
    ['ada@example.com', true],
    ['Ada.Lovelace+list@mail.example.co.uk', true],
    ['.a@.b.c', true],
    ['a@b.c', true],
    ['a@b..', true],
    ['a@.b.', false],
    ['a@.b.c', true],
    ['a@..', false],
    ['a@b.', false],
    ['a@.b', false],
    ['a@bc', false],
    ['@b.c', false],
    ['a@b@c.d', false],
    ['ada @example.com', false],
    ['a@b.c\td', false],
    [`${'a'.repeat(240)}@example.com`, true],
    [`${'a'.repeat(243)}@example.com`, false],
  ])('%j is accepted: %s', (email, accepted) => {
    expect(emailField.safeParse(email).success).toBe(accepted);
  });

  it('refuses a 16 KB hostile address at the length check, within a few milliseconds', () => {
    expect(emailField.safeParse(HOSTILE_EMAIL).success).toBe(false);
    expect(millisecondsOf(() => emailField.safeParse(HOSTILE_EMAIL))).toBeLessThan(50);
  });

  it('matches in linear time even on input the length check would have refused', () => {
    expect(millisecondsOf(() => EMAIL_PATTERN.test(HOSTILE_EMAIL))).toBeLessThan(50);
    expect(millisecondsOf(() => EMAIL_PATTERN.test(`a@${'a.'.repeat(8_000)}@`))).toBeLessThan(50);
  });
});

describe('keptAfterTrim', () => {
  it.each(['R\t', 'Ro', ' R o ', '\ufeffR\u00a0', '\u2003\u3000', 'ab', '\n\n'])(
    'agrees with a trim for %j, at 1 and 2 characters',
    (value) => {
      expect(keptAfterTrim(1).test(value)).toBe(value.trim().length >= 1);
      expect(keptAfterTrim(2).test(value)).toBe(value.trim().length >= 2);
    },
  );

  it("puts the wait list's trimmed rule in its documented schema: a name valid by the document is one the server keeps", () => {
    const { properties } = jsonSchema(waitlistSchema) as { properties: { fullName: { pattern: string } } };
    const documented = new RegExp(properties.fullName.pattern);
    for (const name of ['R\t', ' R ', 'Ro', 'R o']) {
      expect({ name, documented: documented.test(name) }).toEqual({
        name,
        documented: waitlistSchema.shape.fullName.safeParse(name).success,
      });
    }
  });
});

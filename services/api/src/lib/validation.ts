import { z } from 'zod';
import { badRequest } from './api-error';

/** Parses untrusted input with a zod schema; the first problem becomes a 400 `{ message }`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue ? describeIssue(issue) : 'Invalid request.');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0 && issue.code === 'invalid_type') return 'Request body must be a JSON object.';
  // Schema messages written as sentences stand alone; zod's defaults get the field name in front.
  if (/^[A-Z]/.test(issue.message)) return issue.message;
  return `${issue.path.join('.')}: ${issue.message}`;
}

/** What String.prototype.trim removes (ECMAScript's white space and line terminators), spelled out: every regex engine reads the class alike. */
const TRIMMED = '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * For text that is trimmed and must then keep at least `min` characters: a pattern of `min`
 * characters that trimming keeps. Checked after the trim it changes nothing; its worth is in the
 * API document, which then says what the server does (a `minLength` alone lets "R\t" through).
 */
export const keptAfterTrim = (min: number) => new RegExp(`[^${TRIMMED}]${`[\\s\\S]*[^${TRIMMED}]`.repeat(min - 1)}`);

/** Trimmed text; empty or missing becomes null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A loose but space-free e-mail shape, as the wait list form checks it: one "@", and a dot in the
 * domain that is neither its first nor its last character. Written so that no two quantifiers can
 * match the same characters (the domain's first dot after its first character ends the dot-free
 * run), so matching takes linear time; `[^\s@]+\.[^\s@]+` backtracked quadratically.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

const INVALID_EMAIL = 'Please enter a valid email address';

export const emailField = z
  .string(INVALID_EMAIL)
  .trim()
  // `abort`: an over-long value is refused here, without running the pattern over it.
  .max(254, { message: INVALID_EMAIL, abort: true })
  .regex(EMAIL_PATTERN, INVALID_EMAIL)
  .transform((email) => email.toLowerCase());

/** A MongoDB ObjectId as text (lower-case hexadecimal, as ids are written). */
export const isObjectIdText = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{24}$/.test(value);

/** The `{id}` path parameter of a stored document (an ObjectId). */
export const objectIdParam = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/i, 'The id must be 24 hexadecimal characters.'),
});

/** Positive integer id in a path parameter. */
export const idParam = (label: string) =>
  z.object({
    id: z
      .string()
      .regex(/^[1-9]\d{0,14}$/, `${label} id must be a positive integer.`)
      .transform(Number),
  });

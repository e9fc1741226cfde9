export interface WaitlistFields {
  fullName: string;
  email: string;
  company: string;
}

export type WaitlistErrors = Partial<Record<'fullName' | 'email', string>>;

// As the service checks it (services/api/src/lib/validation.ts): the length first, so the pattern
// never runs over a huge value, and a pattern whose quantifiers cannot overlap (linear time).
const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const FULL_NAME_MIN_LENGTH = 2;

/** The wait list rules of SPEC section 5, checked on submit (the service checks them again). */
export function validateWaitlist(fields: WaitlistFields): WaitlistErrors {
  const errors: WaitlistErrors = {};
  if (fields.fullName.trim().length < FULL_NAME_MIN_LENGTH) errors.fullName = 'Name must be at least 2 characters';
  const email = fields.email.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  return errors;
}

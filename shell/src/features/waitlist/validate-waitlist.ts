export interface WaitlistFields {
  fullName: string;
  email: string;
  company: string;
}

export type WaitlistErrors = Partial<Record<'fullName' | 'email', string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const FULL_NAME_MIN_LENGTH = 2;

/** The wait list rules of SPEC section 5, checked on submit (the service checks them again). */
export function validateWaitlist(fields: WaitlistFields): WaitlistErrors {
  const errors: WaitlistErrors = {};
  if (fields.fullName.trim().length < FULL_NAME_MIN_LENGTH) errors.fullName = 'Name must be at least 2 characters';
  if (!EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}

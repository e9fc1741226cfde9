/** What every page of a mail's link says when its link cannot be used, or read. */
export const LINK_TEXTS = {
  invalid: 'This link is not valid or has expired.',
  home: 'Back to the home page',
  // SPEC's page-level failure wording.
  failed: 'Something went wrong',
  retry: 'Please refresh the page to try again.',
  loading: 'Loading...',
} as const;

/**
 * The design system's colours and font (design-system/src/styles/_tokens.scss), copied: the API
 * imports no browser package, and mail needs literal values in inline styles. A test checks that
 * they still match the tokens.
 */
export const MAIL_COLORS = {
  navy: '#0f1b3d',
  gold: '#d4a24c',
  teal: '#1f7a70',
  offWhite: '#f7f4ee',
  sand: '#efe9dd',
  white: '#ffffff',
  ink: '#1c2333',
  muted: '#4b5563',
  border: '#c9c3b6',
} as const;

export const MAIL_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The widest a mail gets: what every client shows without scrolling sideways. */
export const MAIL_MAX_WIDTH_PX = 600;

export const PRODUCT_NAME = 'Founders Never Solo';

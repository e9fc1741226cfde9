import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { toPlainText } from '@react-email/components';

/** A mail before rendering: its subject and its React body. */
export interface MailTemplate {
  subject: string;
  body: ReactElement;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** react-email's doctype: the one mail clients expect. */
const DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * The HTML part (inline styles, as written) and the plain-text part, from one React body: the steps
 * of react-email's render(), which loads react-dom/server with a dynamic import() that Jest's
 * CommonJS sandbox refuses; these templates have nothing to wait for, so a static render is the same.
 */
export function renderMail({ subject, body }: MailTemplate): RenderedMail {
  const html = renderToStaticMarkup(body);
  return { subject, html: `${DOCTYPE}${html}`, text: toPlainText(html) };
}

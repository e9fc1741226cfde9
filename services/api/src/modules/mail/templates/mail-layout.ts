import { createElement as h, type ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import { MAIL_COLORS as color, MAIL_FONT, MAIL_MAX_WIDTH_PX, PRODUCT_NAME } from './mail-theme';

/** Mail is written with createElement (`h`): the API's build, tests and lint stay plain TypeScript. */

export interface LayoutProps {
  /** The line an inbox shows after the subject. */
  preview: string;
  siteUrl: string;
  /** Why this mail came, at the foot. */
  reason: string;
  /** The unsubscribe link shown at the foot of mail sent because of a list. */
  unsubscribeUrl?: string | undefined;
  /** Beside it, the preference page of the address (every list, "Erase me"); mail queued before it existed has none. */
  preferencesUrl?: string | undefined;
  children?: ReactNode;
}

/** react-email leaves an element so marked out of the plain-text part. */
const SKIP_IN_TEXT = { 'data-skip-in-text': true };
const text = { color: color.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;
const footLink = { color: color.muted, textDecoration: 'underline' } as const;
const small = { color: color.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 8px' } as const;

type Children = { children?: ReactNode };

export const Paragraph = ({ children }: Children) => h(Text, { style: text }, children);
export const SmallPrint = ({ children }: Children) => h(Text, { style: small }, children);
export const Title = ({ children }: Children) =>
  h(Heading, { as: 'h1', style: { color: color.navy, fontSize: '26px', lineHeight: '32px', margin: '0 0 16px' } }, children);

/** The one call to action: a button, and the bare link under it for clients that show no buttons. */
export const Action = ({ href, label }: { href: string; label: string }) =>
  h(
    Section,
    { style: { margin: '8px 0 24px' } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: color.teal,
          color: color.white,
          borderRadius: '6px',
          fontSize: '16px',
          fontWeight: 600,
          padding: '12px 24px',
          textDecoration: 'none',
        },
      },
      label,
    ),
    // The plain-text part has the link beside the button's label already.
    h(
      Text,
      { style: { ...small, margin: '16px 0 0' }, ...(SKIP_IN_TEXT as object) },
      'Or open this link: ',
      h(Link, { href, style: { color: color.teal, wordBreak: 'break-all' } }, href),
    ),
  );

/** Every mail's frame: the wordmark on navy with the gold rule, the content, and a foot saying why it came. */
export function MailLayout({ preview, siteUrl, reason, unsubscribeUrl, preferencesUrl, children }: LayoutProps) {
  return h(
    Html,
    { lang: 'en', dir: 'ltr' },
    h(Head),
    h(Preview, null, preview),
    h(
      Body,
      { style: { backgroundColor: color.offWhite, fontFamily: MAIL_FONT, margin: 0, padding: '24px 0' } },
      h(
        Container,
        { style: { maxWidth: `${MAIL_MAX_WIDTH_PX}px`, width: '100%', backgroundColor: color.white, border: `1px solid ${color.border}` } },
        h(
          Section,
          { style: { backgroundColor: color.navy, borderBottom: `4px solid ${color.gold}`, padding: '20px 32px' } },
          h(
            Link,
            {
              href: siteUrl,
              style: { color: color.white, fontSize: '20px', fontWeight: 700, letterSpacing: '0.02em', textDecoration: 'none' },
            },
            PRODUCT_NAME,
          ),
        ),
        h(Section, { style: { padding: '32px' } }, children),
        h(Hr, { style: { borderColor: color.sand, margin: 0 } }),
        h(
          Section,
          { style: { padding: '20px 32px' } },
          h(SmallPrint, null, reason),
          unsubscribeUrl
            ? // No full stop after a link: the plain-text part writes its URL there, and a client would take the stop for part of it.
              h(
                SmallPrint,
                null,
                'No longer want these mails? ',
                h(Link, { href: unsubscribeUrl, style: footLink }, 'Unsubscribe'),
                preferencesUrl
                  ? [' · ', h(Link, { key: 'preferences', href: preferencesUrl, style: footLink }, 'Manage your preferences')]
                  : null,
              )
            : null,
          h(SmallPrint, null, h(Link, { href: siteUrl, style: footLink }, siteUrl.replace(/^https?:\/\//, ''))),
        ),
      ),
    ),
  );
}

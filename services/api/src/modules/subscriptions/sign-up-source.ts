import { Schema } from 'mongoose';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@fns/contracts';

const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
type UtmKey = (typeof UTM_KEYS)[number];

// Each part is dropped when it is not what a browser sends, never refused: attribution never costs a sign-up.
const utmValue = z.string().trim().min(1).max(100).optional().catch(undefined);
const HOST = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** Where the visitor came from and what rendered the page, as the form sends it (`source` beside `page`). */
export const sourceField = z
  .object({
    host: z.string().trim().toLowerCase().regex(HOST).optional().catch(undefined),
    utm: z
      .object(Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue])) as Record<UtmKey, typeof utmValue>)
      .optional()
      .catch(undefined),
    versions: z.partialRecord(z.enum(REMOTE_NAMES), z.string().regex(VERSION)).optional().catch(undefined),
  })
  .optional()
  .catch(undefined)
  .meta({
    description:
      "Where the visitor came from (the referring site's host, the landing address's utm_* parameters) and the version of each remote that rendered the page",
  });

export type SourceInput = z.output<typeof sourceField>;

/** What a sign-up records of where it came from (attribution): personal data, erased with the person. */
export interface SignUpSource {
  page: string | null;
  /** The post's slug, when the page is a post. */
  post: string | null;
  host: string | null;
  utm: Partial<Record<UtmKey, string>> | null;
  /** `<remote>@<version>` of each remote that rendered the page. */
  versions: string[];
}

export const sourceSchema = new Schema(
  {
    page: { type: String, default: null },
    post: { type: String, default: null },
    host: { type: String, default: null },
    utm: { type: Object, default: null },
    versions: { type: [String], default: [] },
  },
  { _id: false },
);

const POST_PAGE = /^\/blog\/([^/]+)$/;
/** The slug of the post a page shows, if it is a post's page. */
export const postSlugOf = (page: string): string | null => page.match(POST_PAGE)?.[1] ?? null;

/** The record of a sign-up made on `page` with what its form sent; a referring host that is the site itself is no source. */
export function signUpSource(page: string | null, input: SourceInput, siteUrl: string): SignUpSource {
  const siteHost = new URL(siteUrl).hostname;
  const host = input?.host && input.host !== siteHost ? input.host : null;
  const utm = input?.utm && Object.values(input.utm).some(Boolean) ? withoutEmpty(input.utm) : null;
  const versions = Object.entries(input?.versions ?? {}).map(([remote, version]) => `${remote as RemoteName}@${version}`);
  return { page, post: page && postSlugOf(page), host, utm, versions };
}

const withoutEmpty = (values: Partial<Record<UtmKey, string | undefined>>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value)) as Partial<Record<UtmKey, string>>;

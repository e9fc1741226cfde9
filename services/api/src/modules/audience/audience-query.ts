import { trusted, Types, type QueryFilter } from 'mongoose';
import { z } from 'zod';
import type { SubscriptionStatus } from '@fns/contracts';
import { statusFilter } from '../subscriptions/subscription-fields';
import type { AudienceList } from './audience-lists';

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 100;
/** Far past any real list, and low enough that the number of rows skipped stays an exact integer. */
export const PAGE_MAX = 10 ** 12;
export const SEARCH_MAX = 200;

export interface SearchParams {
  q?: string | undefined;
  unhandled?: boolean | undefined;
  status?: SubscriptionStatus | undefined;
}

export interface PageParams extends SearchParams {
  page: number;
  pageSize: number;
}

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string(message)
    .regex(/^\d{1,15}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);

const searchShape = {
  q: z
    .string('The search text (q) must be given once.')
    .trim()
    .max(SEARCH_MAX, `The search text (q) must be at most ${SEARCH_MAX} characters.`)
    .optional(),
};
const handlingShape = {
  unhandled: z
    .enum(['true', 'false'], 'The unhandled filter must be true or false.')
    .transform((value) => value === 'true')
    .optional(),
};
const statusShapeOf = (statuses: readonly [SubscriptionStatus, ...SubscriptionStatus[]]) => ({
  status: z.enum(statuses, `The status filter must be one of ${statuses.join(', ')}.`).optional(),
});
export const pagingShape = {
  page: wholeNumber(1, PAGE_MAX, `The page (page) must be a whole number from 1 to ${PAGE_MAX}.`).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX, `The page size (pageSize) must be a whole number from 1 to ${PAGE_SIZE_MAX}.`).default(
    DEFAULT_PAGE_SIZE,
  ),
};

/**
 * Strict: a parameter the call does not know is refused, not ignored, so that `q[$ne]=x` (a key of
 * its own under Express's simple query parser) never passes for a search that matched everything.
 */
export const strictQuery = <Shape extends z.core.$ZodLooseShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown query parameter ${issue.keys.map((key) => `"${key}"`).join(', ')}; allowed: ${Object.keys(shape).join(', ')}.`
        : undefined,
  });

/** What a list can be searched by: `q`, `unhandled` where entries get handled, `status` (one of the list's) where people sign up by mail. */
// Typed as if every list had them all: a list without one refuses it (strictQuery), so it is never in the output.
const searchShapeOf = (list: AudienceList) =>
  ({
    ...searchShape,
    ...(list.unhandledFilter ? handlingShape : {}),
    ...(list.statuses ? statusShapeOf(list.statuses) : {}),
  }) as typeof searchShape & typeof handlingShape & ReturnType<typeof statusShapeOf>;

/** The query of a list's CSV export: its search. */
export const exportQuerySchema = (list: AudienceList): z.ZodType<SearchParams> => strictQuery(searchShapeOf(list));

/** The query of a list's page: its search and the paging. */
export const pageQuerySchema = (list: AudienceList): z.ZodType<PageParams> => strictQuery({ ...searchShapeOf(list), ...pagingShape });

/** `q` as literal text: every character a pattern would treat specially is escaped (NUL too, which BSON cannot carry raw). */
const literalPattern = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\0', '\\x00'), 'i');

/**
 * Of one status: the stored one, or one kept beside confirmed entries (`progress`: the wait list's
 * invited and joined), over which confirmed means confirmed and none kept.
 */
function statusOnly(status: SubscriptionStatus, progress: Map<string, SubscriptionStatus> | undefined): QueryFilter<unknown> {
  if (!progress || (status !== 'confirmed' && ![...progress.values()].includes(status))) return statusFilter(status);
  const kept = [...progress].flatMap(([id, keptStatus]) =>
    status === 'confirmed' || keptStatus === status ? [new Types.ObjectId(id)] : [],
  );
  return { ...statusFilter('confirmed'), _id: trusted(status === 'confirmed' ? { $nin: kept } : { $in: kept }) };
}

/** The database filter: `q` in any of the list's search fields (case-insensitive substring), optionally unhandled only, or of one status. */
export function filterOf(
  list: AudienceList,
  { q, unhandled, status }: SearchParams,
  progress?: Map<string, SubscriptionStatus>,
): QueryFilter<unknown> {
  return {
    ...(q ? { $or: list.searchFields.map((field) => ({ [field]: literalPattern(q) })) } : {}),
    ...(unhandled ? list.unhandledFilter : {}),
    ...(status && list.statuses ? statusOnly(status, progress) : {}),
  };
}

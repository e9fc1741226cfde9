import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_MAX, PAGE_SIZE_MAX } from '../modules/audience/audience-query';

/** The pieces the document's paths are written with. */
export type Json = Record<string, unknown>;

/**
 * A zod schema as JSON Schema: requests from the schemas that validate them, answers from the
 * contracts' schemas (@fns/contracts) whose types the consumers read. Input mode: the documented
 * answers stay open to added fields, as a client must be.
 */
export const jsonSchema = (schema: z.ZodType): Json => {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
};

/** Response shapes: every property listed is required. */
export const object = (properties: Record<string, unknown>) => ({ type: 'object', required: Object.keys(properties), properties });
export const text = { type: ['string', 'null'] };
export const dateTime = { type: 'string', format: 'date-time' };
export const objectId = { type: 'string', pattern: '^[0-9a-f]{24}$' };

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
export const body = (schema: z.ZodType) => ({ required: true, ...json(jsonSchema(schema)) });
/** A multipart/form-data body of one file in `field`, and nothing else. */
export const oneFileBody = (field: string, description: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary', description } },
        additionalProperties: false,
      },
    },
  },
});
export const message = (description: string) => ({ description, ...json(ref('Message')) });
export const ok = (description: string, schema: Json) => ({ description, ...json(schema) });

export const badInput = { 400: message('Invalid input'), 413: message('Body too large'), 415: message('Unsupported encoding') };
export const adminOnly = {
  401: message('Missing, malformed, expired or revoked token'),
  403: message("The signed-in role does not allow it (the operation's roles are listed above)"),
};
export const serverSide = { 503: message('Database unavailable') };
export const bearer = [{ bearerAuth: [] }];
/** A rate-limited answer, with how long to wait. */
export const tooMany = (description: string) => ({
  429: {
    ...message(description),
    headers: { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } } },
  },
});
/** What an admin who signed in more than 5 minutes ago must confirm with the password again ("password"). */
export const recentSignIn = {
  403: message('The signed-in role does not allow it, or signed in more than 5 minutes ago and no "password" given'),
  ...tooMany('Too many wrong passwords (they count as failed sign-ins)'),
};

export const idParameter = (what: string) => ({
  name: 'id',
  in: 'path',
  required: true,
  description: `${what} id (positive integer)`,
  schema: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' },
});

export const query = (name: string, description: string, schema: Json) => ({ name, in: 'query', required: false, description, schema });

/** `page` and `pageSize`, as every admin list takes them. */
export const pagingParameters = [
  query('page', 'Page number; a page past the end is empty', { type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 }),
  query('pageSize', 'Entries per page', { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: DEFAULT_PAGE_SIZE }),
];

/** A page of an admin list: its items, and `total` counting every match. */
export const pageOf = (item: Json) => ({
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: item },
    total: { type: 'integer', minimum: 0 },
    page: { type: 'integer', minimum: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX },
  },
});

import { Types } from 'mongoose';
import { notFound } from '../../lib/api-error';
import { pagingShape, strictQuery } from '../audience/audience-query';
import { IMAGE_NOT_FOUND } from './media-file';

/** GET /api/admin/media: the paging of the audience lists, and nothing else. */
export const libraryPageQuerySchema = strictQuery(pagingShape);

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** An image id from a path: text that is not one names no image, so it is a 404 like an unknown id. */
export function imageIdOf(value: unknown): Types.ObjectId {
  if (typeof value !== 'string' || !OBJECT_ID.test(value)) throw notFound(IMAGE_NOT_FOUND);
  return new Types.ObjectId(value);
}

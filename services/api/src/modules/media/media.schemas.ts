import { z } from 'zod';
import { MEDIA_WIDTHS, type MediaWidth } from '@fns/contracts/media-widths';

const WIDTH_CHOICE = `The width w must be one of ${MEDIA_WIDTHS.join(', ')}.`;

/**
 * GET /api/media/{path} and /api/uploads/{id}: `w` is optional (absent means the original file).
 * Like the post list, other query parameters are ignored.
 */
export const mediaQuerySchema = z.object({
  w: z
    .string(WIDTH_CHOICE)
    .refine((value) => MEDIA_WIDTHS.some((width) => String(width) === value), WIDTH_CHOICE)
    .transform((value) => Number(value) as MediaWidth)
    .optional(),
});

import { ApiError } from '../../lib/api-error';

/**
 * Decoding cost grows with the pixels a file declares, not with its size: a 50 KB PNG can hold
 * 50 megapixels. Set explicitly (sharp's default is 268 megapixels); a 48-megapixel phone photo still fits.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
// sharp's error for it carries no code, only this message.
const PIXEL_LIMIT_ERROR = 'Input image exceeds pixel limit';

export const tooManyPixels = () =>
  new ApiError(422, `The image is too large to process (more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels).`);

export const isPixelLimitError = (error: unknown) => error instanceof Error && error.message === PIXEL_LIMIT_ERROR;

/** Refuses dimensions over the limit before anything that size is allocated (for the decoders of our own). */
export function checkPixelLimit(width: number, height: number): void {
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels();
}

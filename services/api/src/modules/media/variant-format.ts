import type { Request } from 'express';

/** The formats `?w=` variants are encoded in. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Whether an Accept header names image/avif itself, whatever its q (`req.accepts` weighs that). */
const namesAvif = (accept: string) => accept.split(',').some((range) => range.split(';')[0]!.trim().toLowerCase() === 'image/avif');

/**
 * The format of a `?w=` answer: AVIF when the request's Accept names image/avif and, weighed as
 * Express weighs it (q, then specificity, then order), prefers it to WebP; WebP otherwise. Browsers
 * that decode AVIF name it (Chrome, Firefox and Safari send "image/avif,image/webp" before their
 * wildcard); a bare wildcard (curl's, or no Accept at all) promises no AVIF decoder.
 */
export function variantFormatFor(req: Request): VariantFormat {
  return namesAvif(req.get('Accept') ?? '') && req.accepts(['image/avif', 'image/webp']) === 'image/avif' ? 'avif' : 'webp';
}

/**
 * The widths `GET /api/media/{path}?w=` resizes to, and of the uploads' stored variants
 * (`/api/uploads/{id}?w=`). The blog mirrors this list for its `srcset` and a drift test imports
 * this file by path, so it stays free of imports.
 */
export const MEDIA_WIDTHS = [480, 800, 1200] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

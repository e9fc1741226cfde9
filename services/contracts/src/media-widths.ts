/**
 * The widths `GET /api/media/{path}?w=` resizes to, and of the uploads' stored variants
 * (`/api/uploads/{id}?w=`): the API's and the blog's `srcset` alike. Free of imports, so browsers take it alone.
 */
export const MEDIA_WIDTHS = [480, 800, 1200] as const;

export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

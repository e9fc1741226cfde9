import type { ListPage } from './list-page';

/** An image of the media library, as POST /api/admin/media answers it. */
export interface MediaImage {
  id: string;
  /** Its path on the site, /api/uploads/{id}. */
  url: string;
  type: string;
  width: number;
  height: number;
  /** Bytes. */
  size: number;
}

/** An image as the library's list shows it. */
export interface LibraryImage extends MediaImage {
  /** ISO 8601. */
  createdAt: string;
  /** The uploaded file's name. */
  name: string;
}

export type MediaPage = ListPage<LibraryImage>;

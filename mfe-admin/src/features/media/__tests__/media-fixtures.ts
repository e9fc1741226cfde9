import type { LibraryImage, MediaImage, MediaPage } from '../../../lib/media-types';

/** The nth image of a library (1-based), newest first. */
export function libraryImage(n: number): LibraryImage {
  const id = n.toString(16).padStart(24, '0');
  return {
    id,
    url: `/api/uploads/${id}`,
    type: 'image/png',
    width: 64 * n,
    height: 40,
    size: 512,
    createdAt: '2025-03-04T10:00:00.000Z',
    name: `photo-${n}.png`,
  };
}

export const UPLOADED: MediaImage = {
  id: 'f'.repeat(24),
  url: `/api/uploads/${'f'.repeat(24)}`,
  type: 'image/png',
  width: 320,
  height: 200,
  size: 2048,
};

export const mediaPage = (items: LibraryImage[], total = items.length, page = 1): MediaPage => ({ items, total, page, pageSize: 12 });

export const pngFile = (name = 'cover.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

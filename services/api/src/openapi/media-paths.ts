import { MAX_INPUT_PIXELS } from '../modules/media/pixel-limit';
import { MEDIA_WIDTHS } from '@fns/contracts/media-widths';
import { ACCEPTED_FORMAT_NAMES } from '../modules/media/image-format';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '../modules/media/multipart-upload';
import { adminOnly, bearer, message, ok, oneFileBody, pageOf, pagingParameters, ref, serverSide } from './openapi-helpers';

const tags = ['Media'];
const binary = { schema: { type: 'string', format: 'binary' } };
const images = (...types: string[]) => Object.fromEntries(types.map((type) => [`image/${type}`, binary]));
const widthParameter = {
  name: 'w',
  in: 'query',
  required: false,
  description:
    'Width of a variant (never wider than the original; aspect ratio kept): AVIF when the Accept header names image/avif ' +
    '(a bare */* does not), WebP otherwise; generated once and kept. Without it the original file is sent.',
  schema: { type: 'integer', enum: [...MEDIA_WIDTHS] },
};
const imageIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'Image id (24 hexadecimal characters); any other text names no image (404)',
  schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
};
/** A `?w=` answer's format follows the Accept header, so caches keep one copy per format. */
const varyAccept = { description: 'Accept, on a variant (with w)', schema: { type: 'string', example: 'Accept' } };
const tooManyPixels = `The image declares more than ${MAX_INPUT_PIXELS / 1_000_000} million pixels (all frames of an animation together)`;

/** The shipped images (/api/media) and the media library: uploads for admins, served at /api/uploads. */
export const mediaPaths = {
  '/api/media/{path}': {
    get: {
      tags,
      summary: 'An image shipped with the service, as is or as a resized AVIF or WebP variant',
      parameters: [
        {
          name: 'path',
          in: 'path',
          required: true,
          description: 'The file inside the media folder',
          schema: { type: 'string' },
          example: 'sample/build-team-cover.jpg',
        },
        widthParameter,
      ],
      responses: {
        200: {
          description: 'The image (cacheable for 7 days; the ETag answers If-None-Match with 304)',
          headers: { Vary: varyAccept },
          content: images('avif', 'webp', 'jpeg', 'png'),
        },
        400: message('w is not one of the widths, or the path cannot be decoded'),
        404: message('Image not found.'),
        422: message(`With w: ${tooManyPixels}`),
      },
    },
  },
  '/api/admin/media': {
    get: {
      tags,
      summary: 'A page of the media library, newest first',
      security: bearer,
      parameters: pagingParameters,
      responses: {
        200: ok('The page; total counts every image', pageOf(ref('MediaItem'))),
        400: message('Invalid or unknown query parameter'),
        ...adminOnly,
        ...serverSide,
      },
    },
    post: {
      tags,
      summary: `Upload an image to the media library: ${ACCEPTED_FORMAT_NAMES}, at most ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`,
      description:
        'The type is read from the bytes, never from the file name or the declared type. The image is decoded and encoded again, ' +
        'upright, without EXIF, GPS or other metadata: PNG, JPEG, GIF (animation kept) and WebP stay in their format, BMP and ICO become PNG. ' +
        `AVIF and WebP variants of the widths ${MEDIA_WIDTHS.join(', ')} are stored with it (an animation: WebP only).`,
      security: bearer,
      requestBody: oneFileBody(UPLOAD_FIELD, 'The image file: the one part of the form'),
      responses: {
        201: {
          ...ok('Stored; url serves it', ref('MediaImage')),
          headers: { Location: { description: 'The url of the image', schema: { type: 'string' } } },
        },
        400: message(`Not multipart/form-data, malformed, or not exactly one file in the field "${UPLOAD_FIELD}" (and nothing else)`),
        ...adminOnly,
        413: message(`The file is over ${MAX_UPLOAD_BYTES / (1024 * 1024)} MB`),
        415: message(`Not an image of an accepted type (${ACCEPTED_FORMAT_NAMES})`),
        422: message(`${tooManyPixels}, or it is damaged or in a form the service does not read`),
        ...serverSide,
      },
    },
  },
  '/api/admin/media/{id}': {
    delete: {
      tags,
      summary: 'Delete an image and all its variants',
      security: bearer,
      parameters: [imageIdParameter],
      responses: { 204: { description: 'Deleted' }, ...adminOnly, 404: message('Image not found.'), ...serverSide },
    },
  },
  '/api/uploads/{id}': {
    get: {
      tags,
      summary: 'An uploaded image, as stored or as an AVIF or WebP variant',
      parameters: [imageIdParameter, widthParameter],
      responses: {
        200: {
          description:
            'The image, cacheable for good (public, max-age=31536000, immutable); its strong ETag answers If-None-Match with 304',
          headers: {
            ETag: { description: "The stored file's id, quoted", schema: { type: 'string' } },
            'Cache-Control': { description: 'public, max-age=31536000, immutable', schema: { type: 'string' } },
            Vary: varyAccept,
          },
          content: images('png', 'jpeg', 'gif', 'webp', 'avif'),
        },
        304: { description: 'Not modified (If-None-Match matched)' },
        400: message('w is not one of the widths'),
        404: message('Image not found.'),
        ...serverSide,
      },
    },
  },
};

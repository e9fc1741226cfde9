import { importJobSchema } from '@fns/contracts';
import {
  CONTENT_FORMAT,
  CONTENT_FORMAT_VERSION,
  IMPORT_FIELD,
  IMPORT_MESSAGES,
  MAX_CONTENT_JSON_BYTES,
  MAX_IMPORT_BYTES,
} from '../modules/content-transfer/content-format';
import { adminOnly, bearer, jsonSchema, message, ok, oneFileBody, serverSide } from './openapi-helpers';

const tags = ['Content'];
const importJob = jsonSchema(importJobSchema);
const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** /api/admin/content…: the console's "Export and import" (admins only); the file's format is docs/content-export.md. */
export const contentTransferPaths = {
  '/api/admin/content/export': {
    get: {
      tags,
      summary: `The site's content as one .tar.gz (format "${CONTENT_FORMAT}" version ${CONTENT_FORMAT_VERSION}), streamed`,
      description:
        'content.json (posts with every field, their revisions and old slugs, categories, tags, the media library’s metadata, dates ISO 8601) ' +
        'and each image’s files under media/<id>/. The audience lists are not in it: they hold personal data and export as CSV apart. ' +
        'A download cut short means the export failed.',
      security: bearer,
      responses: {
        200: {
          description: 'The archive',
          headers: {
            'Content-Disposition': { description: 'attachment; filename="content-export-YYYY-MM-DD.tar.gz"', schema: { type: 'string' } },
            'Cache-Control': { description: 'no-store', schema: { type: 'string' } },
          },
          content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
        },
        ...adminOnly,
        ...serverSide,
      },
    },
  },
  '/api/admin/content/import': {
    post: {
      tags,
      summary: `Import a content export (at most ${megabytes(MAX_IMPORT_BYTES)}) into this site`,
      description:
        'The whole file is checked first (format, version, every record against the rules of the API’s own calls, every media file’s length, ' +
        'SHA-256 and type): a bad file is refused and nothing is written. Then it is written in the background: read its state at Location ' +
        'until it is done (with its report) or failed. Ids are kept where free, else renumbered with every reference following; slugs and ' +
        'old slugs are kept where free; records here already are skipped, so importing a file twice adds nothing.',
      security: bearer,
      requestBody: oneFileBody(IMPORT_FIELD, 'The .tar.gz: the one part of the form'),
      responses: {
        202: {
          ...ok('Checked, and being written', importJob),
          headers: { Location: { description: '/api/admin/content/imports/{id}: its state', schema: { type: 'string' } } },
        },
        400: message(
          `Not multipart/form-data or not one file in "${IMPORT_FIELD}"; not a .tar.gz; no content.json; another format or a newer version; ` +
            'a record that breaks a rule; a media file missing or not as content.json says',
        ),
        ...adminOnly,
        409: message(IMPORT_MESSAGES.running),
        413: message(`The file is over ${megabytes(MAX_IMPORT_BYTES)}, or its content.json over ${megabytes(MAX_CONTENT_JSON_BYTES)}`),
        ...serverSide,
      },
    },
  },
  '/api/admin/content/imports/{id}': {
    get: {
      tags,
      summary: 'Where an import stands: running (with its progress), done (with its report) or failed (with why)',
      security: bearer,
      parameters: [
        {
          name: 'id',
          in: 'path',
          required: true,
          description: 'The import’s id (24 hexadecimal characters); any other text names no import (404)',
          schema: { type: 'string', pattern: '^[0-9a-fA-F]{24}$' },
        },
      ],
      responses: { 200: ok('The import', importJob), ...adminOnly, 404: message(IMPORT_MESSAGES.notFound), ...serverSide },
    },
  },
};

/**
 * The content export's format (docs/content-export.md): a .tar.gz holding `content.json` and the
 * media files under `media/<id>/`. The version counts changes a reader of an older one would
 * misread; added optional fields keep it (readers ignore fields they do not know).
 */
export const CONTENT_FORMAT = 'founders-never-solo-content';
export const CONTENT_FORMAT_VERSION = 1;
export const CONTENT_FILE = 'content.json';
export const MEDIA_FOLDER = 'media';

/** An upload to import, spooled to disk (never held in memory): hundreds of MB of media are expected. */
export const MAX_IMPORT_BYTES = 2 * 1024 ** 3;
/** content.json is parsed in memory: posts, their revisions, categories, tags and the media's metadata. */
export const MAX_CONTENT_JSON_BYTES = 100 * 1024 * 1024;
/** Entries of an archive, media files included (an image has one file per variant besides its own). */
export const MAX_ARCHIVE_ENTRIES = 100_000;
export const IMPORT_FIELD = 'file';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const IMPORT_MESSAGES = {
  notMultipart: `Send the export as multipart/form-data, as one file in the form field "${IMPORT_FIELD}".`,
  malformed: 'The multipart/form-data body is malformed.',
  noFile: `No file was sent: send the content export (.tar.gz) in the form field "${IMPORT_FIELD}".`,
  wrongField: `The export must be sent in the form field "${IMPORT_FIELD}".`,
  onlyOneFile: `Send exactly one file, in the form field "${IMPORT_FIELD}", and nothing else.`,
  tooLarge: `The file is too large: the limit is ${megabytes(MAX_IMPORT_BYTES)}.`,
  notAnArchive: 'The file is not a content export: it must be the .tar.gz file that "Download content export" gives.',
  noContentJson: `The archive holds no ${CONTENT_FILE}: it is not a content export.`,
  twoContentJson: `The archive holds ${CONTENT_FILE} twice.`,
  tooManyEntries: `The archive holds more than ${MAX_ARCHIVE_ENTRIES} files.`,
  contentJsonTooLarge: `${CONTENT_FILE} is too large: the limit is ${megabytes(MAX_CONTENT_JSON_BYTES)}.`,
  notJson: `${CONTENT_FILE} is not valid JSON.`,
  wrongFormat: (format: unknown) =>
    `${CONTENT_FILE} is not a content export of this site (its format is ${JSON.stringify(format)}, not "${CONTENT_FORMAT}").`,
  newerVersion: (version: number) =>
    `This export is format version ${version}; this site reads versions up to ${CONTENT_FORMAT_VERSION}. Update the site, then import it again.`,
  running: 'Another import is running. Try again once it has finished.',
  failed: 'The import failed, and what it had written was deleted again. Try again later.',
  stopped:
    'The import stopped before it finished: the server running it went away. Import the file again: what was written is skipped, the rest is added.',
  notFound: 'Import not found.',
  raced: 'Something saved meanwhile took an id, slug or name this import was about to use. Nothing was imported: try again.',
} as const;

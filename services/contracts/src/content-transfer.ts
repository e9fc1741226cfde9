import { z } from 'zod';

/**
 * The console's "Export and import" screen (/admin/content): what POST /api/admin/content/import
 * answers about a file it imported. docs/content-export.md describes the file.
 */

/** What became of one kind of record of the file: every one is imported (with its id kept or renumbered) or skipped. */
export const importCountsSchema = z.object({
  /** Records of this kind in the file. */
  inFile: z.number().int(),
  /** Written here: keptIds + renumbered. */
  imported: z.number().int(),
  keptIds: z.number().int(),
  /** Their id was taken by something else here: written under a new one, and every reference to them follows. */
  renumbered: z.number().int(),
  /** Already here, identical (a category or tag: of the same name): not written again, references follow the one here. */
  skipped: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const CONTENT_KINDS = ['post', 'category', 'tag', 'image'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const importReportSchema = z.object({
  /** One sentence for the admin, e.g. "Imported 3 posts, 1 category, 0 tags and 2 images; 4 were here already." */
  message: z.string(),
  posts: importCountsSchema.extend({
    /** Imported posts whose slug was taken here: they got a free one. */
    slugsChanged: z.number().int(),
    /** Revisions written with the imported posts. */
    revisions: z.number().int(),
  }),
  categories: importCountsSchema,
  tags: importCountsSchema,
  media: importCountsSchema,
  /**
   * A record written under another id than the file's (`taken`), or found here already under another id
   * (`here-already`: a category or tag of the same name, a post or image an earlier import renumbered).
   */
  idChanges: z.array(
    z.object({
      kind: z.enum(CONTENT_KINDS),
      from: z.union([z.number(), z.string()]),
      to: z.union([z.number(), z.string()]),
      reason: z.enum(['taken', 'here-already']),
    }),
  ),
  /** An imported post whose slug was taken here. */
  slugChanges: z.array(z.object({ postId: z.number().int(), from: z.string(), to: z.string() })),
  /** An old slug of an imported post that another post here uses or redirects from: its URL keeps going there. */
  droppedRedirects: z.array(z.object({ postId: z.number().int(), slug: z.string() })),
  /** Each of the changes above in words, for the admin to read. */
  notes: z.array(z.string()),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** Where an import stands: the file is checked when it is sent (a bad one is refused then), then written in the background. */
export const IMPORT_STATES = ['running', 'done', 'failed'] as const;

/** POST /api/admin/content/import (202) and GET /api/admin/content/imports/{id}: an import and, once done, its report. */
export const importJobSchema = z.object({
  id: z.string(),
  state: z.enum(IMPORT_STATES),
  /** What it is doing now, e.g. "Writing the images: 3 of 30". */
  progress: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** Once done. */
  report: importReportSchema.nullable(),
  /** Once failed: why, and that nothing (or, for an import cut off, what) was written. */
  message: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

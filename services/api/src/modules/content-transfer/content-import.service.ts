import type { ImportReport } from '@fns/contracts';
import { Category, Tag } from '../taxonomy/taxonomy.model';
import { scanArchive } from './content-archive';
import { readContentFile } from './content-file.checks';
import type { ContentFile } from './content-file.schemas';
import type { ImportPlan } from './import-plan';
import { imageIdMap, planMedia } from './import-plan-media';
import { planPosts } from './import-plan-posts';
import { idMap, planTaxonomy } from './import-plan-taxonomy';
import { reportOf } from './import-report';
import { writePlan, type Progress } from './import-writer';

/**
 * The first reading of the content export at `archive` (a file on disk): content.json checked
 * whole, and every media file against it. A 4xx for any problem; nothing is written.
 */
export async function checkArchive(archive: string): Promise<ContentFile> {
  const { contentJson, entries } = await scanArchive(archive);
  return readContentFile(contentJson, entries);
}

/** Decides what becomes of every record, in the order references need: categories and images before the posts naming them. */
async function planImport(file: ContentFile, siteUrl: string): Promise<ImportPlan> {
  const categories = await planTaxonomy(Category, 'categories', file.categories);
  const tags = await planTaxonomy(Tag, 'tags', file.tags);
  const media = await planMedia(file.media);
  const urls = { fromSite: file.siteUrl, toSite: siteUrl, images: imageIdMap(media) };
  const posts = await planPosts(file.posts, { categoryIds: idMap(categories), urls });
  return { categories, tags, media, posts };
}

/**
 * Imports a checked export into this site, whose address is `siteUrl`: the media streamed from the
 * archive into GridFS, then the records, all or none. The caller holds the import lock.
 */
export async function importChecked(file: ContentFile, archive: string, siteUrl: string, progress: Progress): Promise<ImportReport> {
  const plan = await planImport(file, siteUrl);
  await writePlan(plan, archive, progress);
  return reportOf(plan);
}

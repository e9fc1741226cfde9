import type { ContentKind, ImportCounts, ImportReport } from '@fns/contracts';
import type { Action, ImageStep, ImportPlan, PostStep, TaxonomyStep } from './import-plan';

type Step = TaxonomyStep | ImageStep | PostStep;

const idOf = (step: Step): number | string => step.record.id;
const targetOf = (step: Step): number | string => (typeof step.targetId === 'number' ? step.targetId : step.targetId.toHexString());

function counts(steps: readonly Step[]): ImportCounts {
  const count = (action: Action) => steps.filter((step) => step.action === action).length;
  const keptIds = count('keep');
  const renumbered = count('renumber');
  return { inFile: steps.length, imported: keptIds + renumbered, keptIds, renumbered, skipped: count('skip') };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What the import did, for the admin: counts per kind, and every id, slug and redirect it had to change. */
export function reportOf(plan: ImportPlan): ImportReport {
  const kinds: Array<[ContentKind, string, readonly Step[]]> = [
    ['post', 'Post', plan.posts],
    ['category', 'Category', plan.categories],
    ['tag', 'Tag', plan.tags],
    ['image', 'Image', plan.media],
  ];
  const idChanges = kinds.flatMap(([kind, , steps]) =>
    steps
      .filter((step) => targetOf(step) !== idOf(step))
      .map((step) => ({
        kind,
        from: idOf(step),
        to: targetOf(step),
        reason: step.action === 'skip' ? ('here-already' as const) : ('taken' as const),
      })),
  );
  const imported = plan.posts.filter((step) => step.action !== 'skip');
  const slugChanges = imported
    .filter((step) => step.fields!.slug !== step.record.slug)
    .map((step) => ({ postId: step.targetId, from: step.record.slug, to: step.fields!.slug }));
  const droppedRedirects = imported.flatMap((step) => step.droppedSlugs.map((slug) => ({ postId: step.targetId, slug })));
  const label = new Map(kinds.map(([kind, name]) => [kind, name]));
  const notes = [
    ...idChanges.map(({ kind, from, to, reason }) =>
      reason === 'taken'
        ? `${label.get(kind)} ${from} is now ${kind} ${to}: its id was taken here.`
        : `${label.get(kind)} ${from} was here already as ${kind} ${to}.`,
    ),
    ...slugChanges.map(({ postId, from, to }) => `Post ${postId}: the slug "${from}" was taken here, so it is now "${to}".`),
    ...droppedRedirects.map(
      ({ postId, slug }) => `Post ${postId}: its old slug "${slug}" belongs to another post here, so it no longer redirects to this one.`,
    ),
  ];
  const report = {
    posts: {
      ...counts(plan.posts),
      slugsChanged: slugChanges.length,
      revisions: imported.reduce((sum, step) => sum + step.revisions.length, 0),
    },
    categories: counts(plan.categories),
    tags: counts(plan.tags),
    media: counts(plan.media),
  };
  const skipped = report.posts.skipped + report.categories.skipped + report.tags.skipped + report.media.skipped;
  const message =
    `Imported ${plural(report.posts.imported, 'post', 'posts')}, ${plural(report.categories.imported, 'category', 'categories')}, ` +
    `${plural(report.tags.imported, 'tag', 'tags')} and ${plural(report.media.imported, 'image', 'images')}` +
    (skipped > 0 ? `; ${plural(skipped, 'record was', 'records were')} here already.` : '.');
  return { message, ...report, idChanges, slugChanges, droppedRedirects, notes };
}

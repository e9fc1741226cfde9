import { PageHeader, usePageMeta } from '@fns/design-system';
import { AdminPageBar } from '../../components/admin-page-bar';
import { ErrorNotice } from '../../components/error-notice';
import type { Taxonomy, TaxonomyType } from '../../lib/taxonomy-api';
import { AddTaxonomyForm } from './add-taxonomy-form';
import { TaxonomyList } from './taxonomy-list';
import { useTaxonomies } from './use-taxonomies';
import styles from './taxonomy-page.module.scss';

export default function TaxonomyPage() {
  usePageMeta({ title: 'Manage Categories & Tags', description: 'Add and remove the blog categories and tags.' });
  const { lists, problem, busy, add, remove } = useTaxonomies();
  const onDelete = (type: TaxonomyType, item: Taxonomy) => void remove(type, item);

  return (
    <>
      <PageHeader title="Manage Categories & Tags" intro="The four phases are categories; tags label themes across them." />
      <div className={styles.page}>
        <AdminPageBar />
        <section className={styles.addCard} aria-labelledby="add-heading">
          <h2 id="add-heading" className={styles.heading}>
            Add a category or tag
          </h2>
          <AddTaxonomyForm busy={busy} onAdd={add} />
        </section>
        {problem && <ErrorNotice problem={problem} />}
        {!lists && !problem && <p role="status">Loading categories and tags...</p>}
        {lists && (
          <div className={styles.lists}>
            <TaxonomyList
              type="category"
              heading="Categories"
              emptyText="No categories found."
              items={lists.categories}
              {...{ busy, onDelete }}
            />
            <TaxonomyList type="tag" heading="Tags" emptyText="No tags found." items={lists.tags} {...{ busy, onDelete }} />
          </div>
        )}
      </div>
    </>
  );
}

import { Button, PageHeader, usePageMeta, type ButtonVariant } from '@fns/design-system';
import { Checkbox, PairedAction } from '@fns/design-system/forms';
import { useEffect, useState } from 'react';
import { PageSection } from '../../components/page-section/page-section';
import styles from './demos.module.scss';

export const BUTTON_VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'relationship', 'insight'];
/** How long the "Save changes" demo stays in its loading state. */
export const LOADING_DEMO_MS = 2000;
/** Simulated work behind the second paired action. */
export const PAIRED_ACTION_DEMO_MS = 800;

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const simulateWork = () => new Promise<void>((resolve) => setTimeout(resolve, PAIRED_ACTION_DEMO_MS));

export default function ButtonDemoPage() {
  usePageMeta({
    title: 'Button Showcase',
    description: 'Every button of the design system: five variants, two sizes, the loading state and paired actions.',
  });
  const [allLoading, setAllLoading] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!saving) return undefined;
    const timer = setTimeout(() => setSaving(false), LOADING_DEMO_MS);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <>
      <PageHeader
        eyebrow="Design system"
        title="Button Showcase"
        intro="Variants, sizes, the loading state and paired actions, as every page uses them."
      />
      <PageSection
        id="variants"
        title="Variants"
        lead="Five variants, each with its own job: primary actions, highlights, quiet actions, relationship moments and insights."
      >
        <div className={styles.row}>
          {BUTTON_VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} loading={allLoading}>
              {capitalize(variant)}
            </Button>
          ))}
        </div>
        <Checkbox
          label="Show the loading state on every variant"
          checked={allLoading}
          onChange={(event) => setAllLoading(event.target.checked)}
          className={styles.note}
        />
      </PageSection>
      <PageSection
        id="sizes"
        tone="white"
        title="Sizes"
        lead="The form size matches the height of text fields; the cta size is for the big moments."
      >
        <div className={styles.row}>
          <Button variant="primary">Default</Button>
          <Button variant="primary" size="form">
            Form size
          </Button>
          <Button variant="secondary" size="cta">
            CTA size
          </Button>
        </div>
      </PageSection>
      <PageSection id="loading" title="Loading state" lead="While loading, a button is disabled, marked busy and shows a spinner.">
        <div className={styles.row}>
          <Button variant="relationship" loading={saving} loadingLabel="" onClick={() => setSaving(true)}>
            {saving ? 'Saving...' : 'Save changes'}
          </Button>
          <Button variant="tertiary" loading>
            Always loading
          </Button>
        </div>
      </PageSection>
      <PageSection
        id="paired-action"
        tone="white"
        title="Paired action"
        lead="The user acts, the platform acknowledges, works, then answers: a relationship in one button."
      >
        <div className={styles.row}>
          <PairedAction responseText="A mentor will reach out">Request a mentor</PairedAction>
          <PairedAction variant="insight" responseText="Feedback is on its way" action={simulateWork}>
            Share your pitch deck
          </PairedAction>
        </div>
      </PageSection>
    </>
  );
}

import { PageHeader, usePageMeta } from '@fns/design-system';
import { Accordion } from '@fns/design-system/accordion';
import { PageSection } from '../../components/page-section/page-section';
import { ExpandablePanel, OverlayPanel, RevealPanel } from './animation-panels';
import styles from './demos.module.scss';

/** SPEC section 2: one demo panel open at a time; clicking the open one closes it. */
const PANELS = [
  { id: 'reveal', title: 'Scroll reveal', content: <RevealPanel /> },
  { id: 'expandable', title: 'Expandable sections', content: <ExpandablePanel /> },
  { id: 'overlay', title: 'Completion overlay', content: <OverlayPanel /> },
];

export default function AnimationDemoPage() {
  usePageMeta({
    title: 'Animation & Transition Showcase',
    description: 'Scroll reveals, expandable sections and the completion overlay of the Founders Never Solo design system.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Design system"
        title="Animation & Transition Showcase"
        intro="Motion with a purpose: micro 185ms, standard 300ms, complex 485ms, and none at all when you ask for reduced motion."
      />
      <PageSection
        id="demo-panels"
        title="Demo panels"
        lead="Open one panel at a time; opening another closes the first, and clicking the open one closes it."
      >
        <div className={styles.panel}>
          <Accordion items={PANELS} single defaultOpenIds={['reveal']} headingLevel={3} />
        </div>
      </PageSection>
    </>
  );
}

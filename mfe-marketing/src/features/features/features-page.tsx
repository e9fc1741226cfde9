import { PageHeader, usePageMeta } from '@fns/design-system';
import { CtaBand } from '../../components/cta-band/cta-band';
import { FeatureBlock } from './feature-block';
import { FEATURE_SECTIONS } from './features-content';

export default function FeaturesPage() {
  usePageMeta({
    title: 'Features',
    description: 'A partner that understands your style, challenges your thinking, builds your confidence and delivers consistent results.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Features"
        title="Features"
        intro="What working with Founders Never Solo feels like, week after week: guidance that fits you, questions that sharpen you and progress you can see."
      />
      {FEATURE_SECTIONS.map((feature, index) => (
        <FeatureBlock key={feature.id} feature={feature} index={index} />
      ))}
      <CtaBand
        id="features-start"
        title="See it for yourself"
        text="Every feature is included in your 14-day free trial, with full access and no credit card."
        action="Start Free Trial"
      />
    </>
  );
}

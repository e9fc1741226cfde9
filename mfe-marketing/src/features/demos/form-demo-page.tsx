import { PageHeader, usePageMeta } from '@fns/design-system';
import { Checkbox, Select, TextArea, TextField } from '@fns/design-system/forms';
import { PageSection } from '../../components/page-section/page-section';
import { ErrorHintsDemo } from './error-hints-demo';
import { SampleContactForm } from './sample-contact-form';
import styles from './demos.module.scss';

const PHASE_OPTIONS = ['FACE', 'ADAPT', 'BUILD', 'THRIVE'].map((phase) => ({ value: phase, label: phase }));
const TEAM_SIZES = [
  { value: 'solo', label: 'Just me' },
  { value: 'small', label: '2-5 people' },
  { value: 'large', label: 'More than 5' },
];

export default function FormDemoPage() {
  usePageMeta({
    title: 'Form Demo',
    description: 'Text inputs, textareas, checkboxes, selects, required markers and error hints of the design system.',
  });
  return (
    <>
      <PageHeader
        eyebrow="Design system"
        title="Form Demo"
        intro="Inputs, error hints and the sample contact form. Fill a field to see the gold tick."
      />
      <PageSection id="text-inputs" title="Text inputs">
        <div className={styles.stack}>
          <TextField label="Full name" autoComplete="name" required />
          <TextField label="Email address" type="email" hint="We never share your email." />
          <TextField label="Company" defaultValue="Founders Never Solo" disabled />
        </div>
      </PageSection>
      <PageSection id="textareas" tone="white" title="Textareas">
        <div className={styles.stack}>
          <TextArea label="Your founder story" hint="Four rows by default; drag the corner for more." />
          <TextArea label="Biggest challenge right now" required rows={6} />
        </div>
      </PageSection>
      <PageSection id="checkboxes" title="Checkboxes">
        <fieldset className={`${styles.stack} ${styles.fieldset}`}>
          <legend className={styles.caption}>Which phases interest you?</legend>
          {PHASE_OPTIONS.map((option) => (
            <Checkbox key={option.value} label={option.label} name="phases" value={option.value} />
          ))}
          <Checkbox label="I agree to the terms of service" required />
        </fieldset>
      </PageSection>
      <PageSection id="selects" tone="white" title="Selects">
        <div className={styles.stack}>
          <Select label="Current phase" placeholder="-- Select a phase --" options={PHASE_OPTIONS} required />
          <Select label="Team size" options={TEAM_SIZES} />
        </div>
      </PageSection>
      <PageSection
        id="required-markers"
        title="Required markers"
        lead="A star marks a required field; assistive technology hears the field's required state instead."
      >
        <div className={styles.stack}>
          <TextField label="Required field" required />
          <TextField label="Optional field" />
        </div>
      </PageSection>
      <PageSection
        id="error-hints"
        tone="white"
        title="Error hints"
        lead='Hints sit on any side of a field, always add "Try this instead", and may offer a close button.'
      >
        <ErrorHintsDemo />
      </PageSection>
      <PageSection id="sample-form" title="Sample contact form" lead="Submitting opens the completion overlay; nothing is sent.">
        <SampleContactForm />
      </PageSection>
    </>
  );
}

import { Card, PageHeader, Reveal, usePageMeta } from '@fns/design-system';
import { useSearchParams } from 'react-router-dom';
import { Icon } from '../../components/icons/icon';
import { PageSection } from '../../components/page-section/page-section';
import { CONTACT_CHANNELS, isContactSubject } from './contact-content';
import { ContactForm } from './contact-form';
import { MapPlaceholder } from './map-placeholder';
import styles from './contact-page.module.scss';

export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: 'Questions, partnerships or feedback: email, call, visit or send the Founders Never Solo team a message.',
  });
  const subject = useSearchParams()[0].get('subject');

  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact Us"
        intro="Questions, partnerships or feedback: we read every message, and a real person writes back."
      />
      <PageSection id="contact-channels" title="Reach us your way">
        <ul className={styles.channels}>
          {CONTACT_CHANNELS.map((channel, index) => (
            <Reveal as="li" key={channel.title} delay={index * 0.1}>
              <Card
                variant="standard"
                icon={<Icon name={channel.icon} />}
                title={channel.title}
                description={channel.description}
                className={styles.card}
                footer={
                  channel.href ? (
                    <a href={channel.href} className={styles.channelLink}>
                      {channel.linkLabel}
                    </a>
                  ) : (
                    <address className={styles.address}>{channel.linkLabel}</address>
                  )
                }
              />
            </Reveal>
          ))}
        </ul>
      </PageSection>
      <section aria-labelledby="contact-form-title" className={styles.formBand}>
        <div className={styles.formLayout}>
          <div className={styles.formCard}>
            <h2 id="contact-form-title" className={styles.formTitle}>
              Send us a message
            </h2>
            <p className={styles.formLead}>Fill in every field and we will get back to you soon.</p>
            <ContactForm initialSubject={isContactSubject(subject) ? subject : undefined} />
          </div>
          <MapPlaceholder />
        </div>
      </section>
    </>
  );
}

import { Button, buttonClassName, useOpenWaitlist, PageHeader, usePageMeta } from '@fns/design-system';
import { Accordion } from '@fns/design-system/accordion';
import { Link } from 'react-router-dom';
import { FAQ_CATEGORIES, FAQ_SUPPORT_HOURS } from './faqs-content';
import styles from './faqs-page.module.scss';

export default function FaqsPage() {
  const openWaitlist = useOpenWaitlist();
  usePageMeta({
    title: 'Frequently Asked Questions',
    description: 'Answers about Founders Never Solo: getting started, plans and billing, features and technical support.',
  });
  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro="Plans, billing, features and support, answered plainly. Can't find what you need? We are one message away."
      >
        <nav aria-label="FAQ categories" className={styles.jump}>
          {FAQ_CATEGORIES.map((category) => (
            <a key={category.id} href={`#${category.id}`} className={styles.jumpLink}>
              {category.title}
            </a>
          ))}
        </nav>
      </PageHeader>
      <div className={styles.categories}>
        {FAQ_CATEGORIES.map((category) => (
          <section key={category.id} id={category.id} aria-labelledby={`${category.id}-title`} className={styles.category}>
            <div className={styles.intro}>
              <h2 id={`${category.id}-title`} className={styles.title}>
                {category.title}
              </h2>
              <p className={styles.description}>{category.description}</p>
            </div>
            <Accordion items={category.questions} className={styles.accordion} />
          </section>
        ))}
      </div>
      <div className={styles.closingWrap}>
        <section aria-labelledby="faq-questions-title" className={styles.closing}>
          <h2 id="faq-questions-title">Still Have Questions?</h2>
          <p>Our team is happy to help with anything this page did not answer.</p>
          <p className={styles.hours}>{FAQ_SUPPORT_HOURS}</p>
          <div className={styles.actions}>
            <Link to="/contact" className={buttonClassName({ variant: 'primary', size: 'cta' })}>
              Contact Us
            </Link>
            <Button variant="insight" size="cta" onClick={openWaitlist}>
              Start Free Trial
            </Button>
          </div>
        </section>
      </div>
    </>
  );
}

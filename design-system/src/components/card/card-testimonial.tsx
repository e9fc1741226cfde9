import { Heading } from '../heading/heading';
import styles from './card.module.scss';
import type { CardProps } from './card-types';

type TestimonialBodyProps = Pick<
  CardProps,
  'title' | 'headingLevel' | 'quote' | 'authorName' | 'authorCompany' | 'authorImage' | 'children'
>;

/** Lives inside the card's <figure>: the quote and who said it. */
export function TestimonialBody({
  title,
  headingLevel = 3,
  quote,
  authorName,
  authorCompany,
  authorImage,
  children,
}: TestimonialBodyProps) {
  const hasAuthor = Boolean(authorName || authorCompany);
  return (
    <div className={styles.body}>
      {title ? (
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      <blockquote className={styles.quote}>{typeof quote === 'string' ? <p>{quote}</p> : quote}</blockquote>
      {hasAuthor ? (
        <figcaption className={styles.author}>
          {authorImage ? <img className={styles.avatar} src={authorImage} alt="" width={48} height={48} loading="lazy" /> : null}
          <span className={styles.authorText}>
            {authorName ? <span className={styles.authorName}>{authorName}</span> : null}
            {authorCompany ? <span className={styles.authorCompany}>{authorCompany}</span> : null}
          </span>
        </figcaption>
      ) : null}
      {children}
    </div>
  );
}

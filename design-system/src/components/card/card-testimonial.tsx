import { Heading } from '../heading/heading';
import { cx } from '../utils/class-names';
import styles from './card.module.scss';
import type { CardProps } from './card-types';

type TestimonialBodyProps = Pick<
  CardProps,
  'title' | 'headingLevel' | 'quote' | 'authorName' | 'authorCompany' | 'authorImage' | 'children'
>;

/** The card's <figure> content: the quote, then who said it as the figure's own caption (HTML wants the figcaption a child of its figure). */
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
    <>
      <div className={cx(styles.body, hasAuthor && styles.captioned)}>
        {title ? (
          <Heading level={headingLevel} className={styles.title}>
            {title}
          </Heading>
        ) : null}
        <blockquote className={styles.quote}>{typeof quote === 'string' ? <p>{quote}</p> : quote}</blockquote>
        {children}
      </div>
      {hasAuthor ? (
        <figcaption className={styles.author}>
          {authorImage ? <img className={styles.avatar} src={authorImage} alt="" width={48} height={48} loading="lazy" /> : null}
          <span className={styles.authorText}>
            {authorName ? <span className={styles.authorName}>{authorName}</span> : null}
            {authorCompany ? <span className={styles.authorCompany}>{authorCompany}</span> : null}
          </span>
        </figcaption>
      ) : null}
    </>
  );
}

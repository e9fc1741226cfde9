import { Card, PageHeader, usePageMeta } from '@fns/design-system';
import { Accordion } from '@fns/design-system/accordion';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons/icon';
import { PageSection } from '../../components/page-section/page-section';
import { HELP_FAQ, HELP_TOPICS } from './help-content';
import { helpResources } from './help-resources';
import { HelpSearch } from './help-search';
import { HelpTopicCard } from './help-topic-card';
import { describeResults, searchHelp } from './search-help';
import { StillNeedHelp } from './still-need-help';
import styles from './help-page.module.scss';

export default function HelpPage() {
  usePageMeta({
    title: 'Help Center',
    description: 'Search help topics, read answers to common questions, or reach the Founders Never Solo support team.',
  });
  const [query, setQuery] = useState('');
  const result = searchHelp(query, HELP_TOPICS, HELP_FAQ);
  const firstQuestion = result.questions[0]?.id;

  return (
    <>
      <PageHeader
        eyebrow="Support"
        title="Help Center"
        intro="Find answers, browse guides or reach our team. Whatever you are stuck on, you do not have to figure it out alone."
      >
        <HelpSearch
          query={query}
          resultsText={describeResults(query, result.total)}
          noMatches={Boolean(query) && result.total === 0}
          onSearch={setQuery}
        />
      </PageHeader>
      <PageSection id="help-topics" title="Browse Help Topics">
        {result.topics.length ? (
          <ul className={styles.topics}>
            {result.topics.map((topic) => (
              <li key={topic.title}>
                <HelpTopicCard topic={topic} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>No topics match this search.</p>
        )}
      </PageSection>
      <PageSection id="help-faq" tone="sand" title="Frequently Asked Questions">
        {result.questions.length ? (
          // Remounted per search, so the first matching answer starts open.
          <Accordion key={query} items={result.questions} defaultOpenIds={firstQuestion ? [firstQuestion] : []} className={styles.faq} />
        ) : (
          <p className={styles.empty}>No questions match this search.</p>
        )}
      </PageSection>
      <div className={styles.support}>
        <StillNeedHelp />
      </div>
      <PageSection id="help-resources" title="Additional Resources">
        <ul className={styles.resources}>
          {helpResources().map((resource) => (
            <li key={resource.title}>
              <Card
                variant="standard"
                icon={<Icon name={resource.icon} />}
                title={resource.title}
                description={resource.description}
                className={styles.card}
                footer={
                  resource.external ? (
                    <a href={resource.href} className={styles.link}>
                      {resource.linkLabel}
                    </a>
                  ) : (
                    <Link to={resource.href} className={styles.link}>
                      {resource.linkLabel}
                    </Link>
                  )
                }
              />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

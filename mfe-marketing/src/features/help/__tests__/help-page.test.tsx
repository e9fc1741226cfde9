import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-support/render-page';
import HelpPage from '../help-page';

const topicsSection = () => screen.getByRole('region', { name: 'Browse Help Topics' });
const faqSection = () => screen.getByRole('region', { name: 'Frequently Asked Questions' });
const topicTitles = () =>
  within(topicsSection())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const questions = () =>
  within(faqSection())
    .queryAllByRole('button')
    .map((button) => button.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search help topics' });

describe('Help Center', () => {
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => info.mockRestore());

  it('shows six topics, six questions with the first open, support hours and resources', () => {
    renderPage(<HelpPage />);
    expect(search()).toHaveAttribute('placeholder', 'Search for help topics...');
    const allTopics = ['Getting Started', 'Documentation', 'Account Settings', 'Communication', 'Team Management', 'Security & Privacy'];
    expect(topicTitles()).toEqual(allTopics);
    const buttons = within(faqSection()).getAllByRole('button');
    expect(buttons).toHaveLength(6);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false', 'false', 'false', 'false']);
    expect(screen.getByText('Support hours Monday to Friday 9am-5pm PT')).toBeInTheDocument();
    expect(screen.getByText('Average response time within 24 hours')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Submit a Ticket' })).toHaveAttribute('href', '/contact?subject=support');
    const resources = screen.getByRole('region', { name: 'Additional Resources' });
    const resourceTitles = within(resources)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(resourceTitles).toEqual(['System Status', 'API Documentation', 'Knowledge Base']);
  });

  it('filters topics and questions, announces the count and logs the query', async () => {
    renderPage(<HelpPage />);
    await userEvent.type(search(), 'Password');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(info).toHaveBeenCalledWith('Help search: "Password"');
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “Password”');
    expect(topicTitles()).toEqual(['Account Settings']);
    expect(questions()).toEqual(['How do I reset my password?']);
    expect(within(faqSection()).getByRole('button', { name: 'How do I reset my password?' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when nothing matches and clears the search', async () => {
    renderPage(<HelpPage />);
    await userEvent.type(search(), 'kubernetes{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('No help topics match “kubernetes”.');
    expect(topicTitles()).toEqual([]);
    expect(questions()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(topicTitles()).toHaveLength(6);
    expect(questions()).toHaveLength(6);
  });

  it('logs a topic when its card is clicked, without navigating', async () => {
    renderPage(<HelpPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Browse topic: Team Management' }));
    expect(info).toHaveBeenCalledWith('Help topic selected: Team Management');
  });
});

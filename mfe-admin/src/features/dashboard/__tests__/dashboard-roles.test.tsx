import type { Account, AdminPostListItem } from '@fns/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeAuthToken } from '../../../lib/auth-token';
import { answer, installFetchMock, requestsTo } from '../../../test-support/fetch-mock';
import { ACCOUNT_API, ADA, AUGUSTA, authorOf, CARL, EDGAR, renderDashboard, ROLE_CALLS, route, row } from './dashboard-fixtures';

const fetchMock = installFetchMock();
const PUBLISHED_AT = '2026-04-14T08:00:00.000Z';
const by = (author: Account, post: AdminPostListItem): AdminPostListItem => ({ ...post, author: authorOf(author) });

/** The dashboard as `viewer` sees it, once their posts are listed. */
async function openAs(viewer: Account, posts: AdminPostListItem[]) {
  route(fetchMock, { 'GET /api/admin/posts': () => answer(200, posts) }, viewer);
  renderDashboard();
  return screen.findByRole('table', { name: 'Posts' });
}

const postsBar = () => screen.getByRole('heading', { level: 2, name: 'Posts' }).parentElement!;
const linkNames = () =>
  within(postsBar())
    .queryAllByRole('link')
    .map((link) => link.textContent);
const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tableRow) => within(tableRow).getAllByRole('rowheader')[0]!.textContent);

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe('what each role sees', () => {
  it('an Administrator: every screen, the backups, the audience figures and the sign-ups', async () => {
    await openAs(ADA, [row(1, 'First story', 'published', PUBLISHED_AT)]);
    expect(linkNames()).toEqual([
      'Create New Post',
      'Manage Categories/Tags',
      'Releases',
      'E-mail',
      'Export and import',
      'Staff',
      'Audit log',
      'Account',
    ]);
    const href = (name: string) => within(postsBar()).getByRole('link', { name }).getAttribute('href');
    expect(href('Create New Post')).toBe('/admin/posts/new');
    expect(href('Manage Categories/Tags')).toBe('/admin/manage-cats-tags');
    expect(href('Releases')).toBe('/admin/releases');
    expect(href('E-mail')).toBe('/admin/email');
    expect(href('Export and import')).toBe('/admin/export-import');
    expect(href('Staff')).toBe('/admin/staff');
    expect(href('Audit log')).toBe('/admin/audit');
    expect(href('Account')).toBe('/admin/account');
    expect(screen.getByRole('region', { name: 'Audience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sign-ups' })).toBeInTheDocument();
    ROLE_CALLS.forEach((call) => expect(requestsTo(fetchMock, call)).toHaveLength(1));
  });

  it('an Editor: the categories and the staff too, nothing of the audience, releases, mail or backups', async () => {
    await openAs(EDGAR, [row(1, 'First story', 'published', PUBLISHED_AT)]);
    expect(linkNames()).toEqual(['Create New Post', 'Manage Categories/Tags', 'Staff', 'Account']);
    expect(screen.queryByRole('region', { name: 'Audience' })).not.toBeInTheDocument();
    ROLE_CALLS.forEach((call) => expect(requestsTo(fetchMock, call)).toHaveLength(0));
  });

  it('a Contributor: writing and their account only, and no audience figures, not even asked for', async () => {
    await openAs(CARL, [by(CARL, row(1, 'First story', 'draft', null))]);
    expect(linkNames()).toEqual(['Create New Post', 'Account']);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Audience' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-ups' })).not.toBeInTheDocument();
    ROLE_CALLS.forEach((call) => expect(requestsTo(fetchMock, call)).toHaveLength(0));
  });

  it('an Administrator who owes two-factor authentication (REQUIRE_2FA): sent to turn it on, nothing else asked for', async () => {
    route(fetchMock, {}, { ...ADA, twoFactorRequired: true });
    renderDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role needs two-factor authentication on this site');
    expect(within(alert).getByRole('link', { name: 'turn it on in Your account' })).toHaveAttribute('href', '/admin/account');
    // The posts were asked for beside the account (the API refuses them); they are not shown.
    expect(screen.queryByRole('heading', { level: 2, name: 'Posts' })).not.toBeInTheDocument();
    ROLE_CALLS.forEach((call) => expect(requestsTo(fetchMock, call)).toHaveLength(0));
  });

  it('shows no link and no post before the role is known, and says so when the account cannot be read', async () => {
    route(
      fetchMock,
      {
        [ACCOUNT_API]: () => answer(500, { message: 'The database is not reachable.' }),
        'GET /api/admin/posts': () => answer(200, [row(1, 'First story', 'published', PUBLISHED_AT)]),
      },
      ADA,
    );
    renderDashboard();
    expect(linkNames()).toEqual([]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not reachable.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    route(fetchMock, { 'GET /api/admin/posts': () => answer(200, [row(1, 'First story', 'published', PUBLISHED_AT)]) }, ADA);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Posts' })).toBeInTheDocument();
    expect(linkNames()).toContain('Staff');
  });
});

describe('the posts table', () => {
  const POSTS = [
    by(EDGAR, row(1, 'Edgar published', 'published', PUBLISHED_AT)),
    by(ADA, row(2, 'Ada published', 'published', PUBLISHED_AT)),
    by(EDGAR, row(3, 'Edgar draft', 'draft', null)),
    row(4, 'Sample story', 'published', PUBLISHED_AT),
    by(ADA, row(5, 'Ada draft', 'draft', null)),
    by(AUGUSTA, row(6, 'Augusta draft', 'draft', null)),
    by(ADA, row(7, 'Ada second draft', 'draft', null)),
  ];

  it("names each post's author, or none", async () => {
    const table = await openAs(ADA, POSTS);
    const authorOfRow = (title: string) =>
      within(table)
        .getByRole('row', { name: new RegExp(title) })
        .querySelectorAll('td')[0]!;
    expect(authorOfRow('Edgar published')).toHaveTextContent(/^Edgar$/);
    expect(authorOfRow('Augusta draft')).toHaveTextContent(/^Augusta$/);
    expect(authorOfRow('Sample story')).toHaveTextContent(/^—$/);
  });

  it('lists the signed-in person\'s own drafts first, under "Your drafts", then the rest as listed', async () => {
    const table = await openAs(ADA, POSTS);
    expect(rowNames(table)).toEqual([
      'Your drafts',
      'Ada draft',
      'Ada second draft',
      'Other posts',
      'Edgar published',
      'Ada published',
      'Edgar draft',
      'Sample story',
      'Augusta draft',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Your drafts' })).toHaveAttribute('scope', 'rowgroup');
  });

  it('without drafts of their own, lists the posts as they come, without group headings', async () => {
    const table = await openAs(ADA, [POSTS[0]!, POSTS[1]!, POSTS[2]!]);
    expect(rowNames(table)).toEqual(['Edgar published', 'Ada published', 'Edgar draft']);
  });

  it('filters by author when there are several: everyone first, then each author by name', async () => {
    const table = await openAs(ADA, POSTS);
    const filter = screen.getByRole('combobox', { name: 'Author' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Everyone', 'Ada', 'Augusta', 'Edgar']);
    expect(filter).toHaveValue('');

    await userEvent.selectOptions(filter, 'Edgar');
    expect(rowNames(table)).toEqual(['Edgar published', 'Edgar draft']);
    await userEvent.selectOptions(filter, 'Ada');
    expect(rowNames(table)).toEqual(['Your drafts', 'Ada draft', 'Ada second draft', 'Other posts', 'Ada published']);
    await userEvent.selectOptions(filter, 'Everyone');
    expect(rowNames(table)).toHaveLength(POSTS.length + 2);
  });

  it('offers no author filter when the list has one author', async () => {
    await openAs(AUGUSTA, [by(AUGUSTA, row(1, 'One', 'draft', null)), by(AUGUSTA, row(2, 'Two', 'published', PUBLISHED_AT))]);
    expect(screen.queryByRole('combobox', { name: 'Author' })).not.toBeInTheDocument();
  });
});

describe('each row offers what the role may do with it', () => {
  const actionsOf = (table: HTMLElement, title: string) => {
    const actions = within(within(table).getByRole('row', { name: new RegExp(title) }));
    return [...actions.queryAllByRole('link'), ...actions.queryAllByRole('button')].map((action) => action.textContent);
  };

  it("a Contributor: Edit and Delete of their drafts only; a published or scheduled post is an editor's", async () => {
    const table = await openAs(CARL, [
      by(CARL, row(1, 'Live story', 'published', PUBLISHED_AT)),
      by(CARL, row(2, 'Soon story', 'scheduled', '2099-01-01T00:00:00.000Z')),
      by(CARL, row(3, 'Draft story', 'draft', null)),
    ]);
    expect(actionsOf(table, 'Live story')).toEqual([]);
    expect(within(table).getByRole('row', { name: /Live story/ })).toHaveTextContent('Published');
    expect(actionsOf(table, 'Soon story')).toEqual([]);
    expect(within(table).getByRole('row', { name: /Soon story/ })).toHaveTextContent('Scheduled');
    expect(actionsOf(table, 'Draft story')).toEqual(['Edit', 'Delete']);
  });

  it('an Author: Edit and Delete of every post of theirs, but no newsletter', async () => {
    const table = await openAs(AUGUSTA, [by(AUGUSTA, row(1, 'Live story', 'published', PUBLISHED_AT))]);
    expect(actionsOf(table, 'Live story')).toEqual(['Edit', 'Delete']);
  });

  it("an Editor: every post, anyone's, but no newsletter", async () => {
    const table = await openAs(EDGAR, [by(ADA, row(1, 'Live story', 'published', PUBLISHED_AT))]);
    expect(actionsOf(table, 'Live story')).toEqual(['Edit', 'Delete']);
  });

  it("an Administrator: every post, anyone's, and the newsletter of a published one", async () => {
    const table = await openAs(ADA, [by(CARL, row(1, 'Live story', 'published', PUBLISHED_AT))]);
    expect(actionsOf(table, 'Live story')).toEqual(['Edit', 'Send as newsletter', 'Delete']);
  });
});

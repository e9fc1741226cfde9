import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { removeAuthToken, storeAuthToken } from '../../../lib/auth-token';
import { answer, callsTo, installFetchMock, requestOf, routeFetch } from '../../../test-support/fetch-mock';
import { renderAt } from '../../../test-support/render-at';
import TaxonomyPage from '../taxonomy-page';

const fetchMock = installFetchMock();
const renderPage = () => renderAt(TaxonomyPage, '/admin/manage-cats-tags');
const lists = (categories: unknown[], tags: unknown[]) => ({
  'GET /api/categories': () => answer(200, categories),
  'GET /api/tags': () => answer(200, tags),
});

let confirmSpy: jest.SpiedFunction<typeof window.confirm>;
beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
  confirmSpy = jest.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

it('shows both lists, or their empty texts', async () => {
  routeFetch(fetchMock, lists([{ id: 1, name: 'FACE' }], []));
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Manage Categories & Tags' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
  const categories = await screen.findByRole('region', { name: 'Categories' });
  expect(within(categories).getByRole('listitem')).toHaveTextContent('FACE');
  expect(within(screen.getByRole('region', { name: 'Tags' })).getByText('No tags found.')).toBeInTheDocument();
});

it('says "No categories found." for an empty category list', async () => {
  routeFetch(fetchMock, lists([], [{ id: 3, name: 'grit' }]));
  renderPage();
  expect(await screen.findByText('No categories found.')).toBeInTheDocument();
});

it('adds a trimmed tag with the token, then reloads both lists', async () => {
  routeFetch(fetchMock, { ...lists([], []), 'POST /api/tags': () => answer(201, { id: 4, name: 'Grit' }) });
  renderPage();
  await screen.findByText('No tags found.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Grit  ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Tag');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  await waitFor(() => expect(callsTo(fetchMock, 'GET /api/tags')).toBe(2));
  expect(requestOf(fetchMock, 2)).toEqual({ url: '/api/tags', method: 'POST', authorization: 'Bearer jwt', body: { name: 'Grit' } });
  expect(callsTo(fetchMock, 'GET /api/categories')).toBe(2);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
});

it('sends nothing for a name that is only spaces', async () => {
  routeFetch(fetchMock, lists([], []));
  renderPage();
  await screen.findByText('No tags found.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(callsTo(fetchMock, 'POST /api/categories')).toBe(0);
});

it('shows a failed add: the server message, else "Failed to add category"', async () => {
  routeFetch(fetchMock, { ...lists([], []), 'POST /api/categories': () => answer(500, 'oops') });
  renderPage();
  await screen.findByText('No tags found.');
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Grit');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add category');
});

it.each([
  ['category', 'Categories', 'FACE', '/api/categories/1'],
  ['tag', 'Tags', 'grit', '/api/tags/3'],
])('deletes a %s after its confirmation and reports a failure with the status', async (type, region, name, path) => {
  routeFetch(fetchMock, {
    ...lists([{ id: 1, name: 'FACE' }], [{ id: 3, name: 'grit' }]),
    [`DELETE ${path}`]: () => answer(404, { message: 'x' }),
  });
  renderPage();
  const list = await screen.findByRole('region', { name: region });
  await userEvent.click(within(list).getByRole('button', { name: `Delete ${type} ${name}` }));
  expect(confirmSpy).toHaveBeenCalledWith(`Are you sure you want to delete this ${type}?`);
  expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to delete ${type}. Status: 404`);
});

it('reloads after a successful delete', async () => {
  routeFetch(fetchMock, { ...lists([{ id: 1, name: 'FACE' }], []), 'DELETE /api/categories/1': () => answer(204) });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Delete category FACE' }));
  await waitFor(() => expect(callsTo(fetchMock, 'GET /api/categories')).toBe(2));
});

it('says "Authentication required." when adding without a token', async () => {
  routeFetch(fetchMock, lists([], []));
  renderPage();
  await screen.findByText('No tags found.');
  removeAuthToken();
  await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Grit');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Authentication required.');
  expect(within(alert).getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
});

it('shows "Failed to fetch categories" when the categories cannot be read', async () => {
  routeFetch(fetchMock, { 'GET /api/categories': () => answer(500, {}), 'GET /api/tags': () => answer(500, {}) });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch categories$/);
});

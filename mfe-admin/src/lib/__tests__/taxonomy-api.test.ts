import { removeAuthToken, storeAuthToken } from '../auth-token';
import { answer, installFetchMock, requestOf } from '../../test-support/fetch-mock';
import { addTaxonomy, deleteTaxonomy, fetchCategories, fetchTags } from '../taxonomy-api';

const fetchMock = installFetchMock();

beforeEach(() => {
  fetchMock.mockReset();
  storeAuthToken('jwt');
});

describe.each([
  ['fetchCategories', fetchCategories, '/api/categories', 'Failed to fetch categories'],
  ['fetchTags', fetchTags, '/api/tags', 'Failed to fetch tags'],
])('%s', (_name, fetchList, url, notOk) => {
  it('reads the list without a token', async () => {
    fetchMock.mockResolvedValue(answer(200, [{ id: 1, name: 'FACE' }]));
    await expect(fetchList()).resolves.toEqual([{ id: 1, name: 'FACE' }]);
    expect(requestOf(fetchMock)).toEqual({ url, method: 'GET', authorization: undefined, body: undefined });
  });

  it(`maps a non-ok status to "${notOk}"`, async () => {
    fetchMock.mockResolvedValue(answer(500, { message: 'server text' }));
    await expect(fetchList()).rejects.toThrow(notOk);
  });

  it('maps a network failure to "Failed to load data."', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchList()).rejects.toThrow('Failed to load data.');
  });
});

describe.each([
  ['category', '/api/categories'],
  ['tag', '/api/tags'],
] as const)('adding and deleting a %s', (type, path) => {
  it('posts the name with the token', async () => {
    fetchMock.mockResolvedValue(answer(201, { id: 9, name: 'Grit' }));
    await expect(addTaxonomy(type, 'Grit')).resolves.toEqual({ id: 9, name: 'Grit' });
    expect(requestOf(fetchMock)).toEqual({ url: path, method: 'POST', authorization: 'Bearer jwt', body: { name: 'Grit' } });
  });

  it.each([
    [409, { message: `A ${type} named "Grit" already exists.` }, `A ${type} named "Grit" already exists.`],
    [500, 'not json', `Failed to add ${type}`],
  ])('maps an add answered %i to its text', async (status, body, message) => {
    fetchMock.mockResolvedValue(answer(status, body));
    await expect(addTaxonomy(type, 'Grit')).rejects.toThrow(message);
  });

  it.each([204, 200])('deletes with the token (answer %i)', async (status) => {
    fetchMock.mockResolvedValue(answer(status));
    await expect(deleteTaxonomy(type, 9)).resolves.toBeUndefined();
    expect(requestOf(fetchMock)).toMatchObject({ url: `${path}/9`, method: 'DELETE', authorization: 'Bearer jwt' });
  });

  it.each([404, 401, 500])(`maps a delete answered %i to "Failed to delete ${type}. Status: {code}"`, async (status) => {
    fetchMock.mockResolvedValue(answer(status, { message: 'server text' }));
    await expect(deleteTaxonomy(type, 9)).rejects.toThrow(`Failed to delete ${type}. Status: ${status}`);
  });

  it('refuses to add or delete without a token: "Authentication required."', async () => {
    removeAuthToken();
    await expect(addTaxonomy(type, 'Grit')).rejects.toThrow('Authentication required.');
    await expect(deleteTaxonomy(type, 9)).rejects.toThrow('Authentication required.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

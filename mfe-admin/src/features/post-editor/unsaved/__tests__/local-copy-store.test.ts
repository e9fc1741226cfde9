import { EMPTY_POST_FORM } from '../../post-form';
import { localCopyKey, readLocalCopy, removeLocalCopy, writeLocalCopy } from '../local-copy-store';

const KEY = localCopyKey('5');
const COPY = { values: { ...EMPTY_POST_FORM, title: 'Kept' }, savedAt: '2026-04-20T16:30:00.000Z', version: 3 };

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('keeps one copy per post, and one for the new post form', () => {
  expect([localCopyKey('5'), localCopyKey(undefined)]).toEqual(['fns.post-draft.5', 'fns.post-draft.new']);
  writeLocalCopy(KEY, COPY);
  expect(readLocalCopy(KEY)).toEqual(COPY);
  expect(readLocalCopy(localCopyKey(undefined))).toBeNull();
  removeLocalCopy(KEY);
  expect(readLocalCopy(KEY)).toBeNull();
});

it('reads what it can of a copy written by an older editor or by hand', () => {
  window.localStorage.setItem(KEY, JSON.stringify({ ...COPY, version: 'x', values: { title: 'Kept', featured: 'yes', retired: 1 } }));
  expect(readLocalCopy(KEY)).toEqual({ ...COPY, version: null });
  window.localStorage.setItem(KEY, '{not json');
  expect(readLocalCopy(KEY)).toBeNull();
  window.localStorage.setItem(KEY, JSON.stringify({ values: {} }));
  expect(readLocalCopy(KEY)).toBeNull();
});

it('works on without storage', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => writeLocalCopy(KEY, COPY)).not.toThrow();
  expect(readLocalCopy(KEY)).toBeNull();
});

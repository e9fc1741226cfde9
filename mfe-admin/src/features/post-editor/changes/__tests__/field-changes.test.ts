/** @jest-environment node */
import { formatDateTime, fromDateTimeLocal } from '../../../../lib/local-time';
import { EMPTY_POST_FORM } from '../../post-form';
import { fieldChanges } from '../field-changes';

const CATEGORIES = [
  { id: 1, name: 'FACE' },
  { id: 2, name: 'ADAPT' },
];
const BEFORE = { ...EMPTY_POST_FORM, title: 'Same', content: '<p>Hello <em>there</em></p>', categoryId: '1' };

it('lists only the fields that differ, in the form order, readable', () => {
  const after = {
    ...BEFORE,
    content: '<p>Hello &amp; goodbye</p>',
    categoryId: '2',
    published: true,
    publishAt: '2026-05-01T09:00',
    quote: 'New quote',
  };
  expect(fieldChanges(BEFORE, after, CATEGORIES)).toEqual([
    { name: 'content', label: 'Content', before: 'Hello there', after: 'Hello & goodbye' },
    { name: 'categoryId', label: 'Category', before: 'FACE', after: 'ADAPT' },
    { name: 'published', label: 'Published', before: 'No', after: 'Yes' },
    { name: 'publishAt', label: 'Publish at', before: '', after: formatDateTime(fromDateTimeLocal('2026-05-01T09:00')!) },
    { name: 'quote', label: 'Quote', before: '', after: 'New quote' },
  ]);
});

it('says when content differs in its formatting only, and names an unknown category by its id', () => {
  const after = { ...BEFORE, content: '<p>Hello <strong>there</strong></p>', categoryId: '9' };
  expect(fieldChanges(BEFORE, after, CATEGORIES).map(({ label, after: value }) => [label, value])).toEqual([
    ['Content (formatting)', 'Hello there'],
    ['Category', '#9'],
  ]);
});

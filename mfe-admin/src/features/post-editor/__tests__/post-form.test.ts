/** @jest-environment node */
import { fromDateTimeLocal } from '../../../lib/local-time';
import type { EditablePost } from '../../../lib/post-types';
import { toCategoryId, toPostBody, toPublishAt, toSlug, toStoredUrl } from '../post-body';
import { EMPTY_POST_FORM, sameFormValues, toAbsoluteUrl, toFormValues } from '../post-form';

const ORIGIN = 'https://site.example';

describe('toCategoryId', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['', null],
    ['   ', null],
    ['abc', null],
  ])('%j → %j', (text, id) => {
    expect(toCategoryId(text)).toBe(id);
  });
});

describe('image URLs', () => {
  it('turns a stored site path into an absolute URL for the URL field', () => {
    expect(toAbsoluteUrl('/api/media/sample/x.jpg', ORIGIN)).toBe('https://site.example/api/media/sample/x.jpg');
    expect(toAbsoluteUrl('https://cdn.example/a.png', ORIGIN)).toBe('https://cdn.example/a.png');
    expect(toAbsoluteUrl(null, ORIGIN)).toBe('');
  });

  it('stores a URL on this site as its path, others as typed, empty as null', () => {
    expect(toStoredUrl('https://site.example/api/media/sample/x.jpg?v=2', ORIGIN)).toBe('/api/media/sample/x.jpg?v=2');
    expect(toStoredUrl(' https://cdn.example/a.png ', ORIGIN)).toBe('https://cdn.example/a.png');
    expect(toStoredUrl('  ', ORIGIN)).toBeNull();
  });
});

describe('toSlug', () => {
  it.each([
    ['create: empty is left out', '', undefined, undefined],
    ['create: a typed slug is sent in lower case', ' My-Story ', undefined, 'my-story'],
    ['edit: unchanged is left out', 'kept', 'kept', undefined],
    ['edit: changed is sent', 'new-one', 'kept', 'new-one'],
    ['edit: cleared is null (the server generates one)', '', 'kept', null],
  ])('%s', (_name, value, original, expected) => {
    expect(toSlug(value, original)).toBe(expected);
  });
});

describe('toPostBody', () => {
  it('sends every field: category as an integer, empty optional texts as null, no slug when none was typed', () => {
    const body = toPostBody(
      { ...EMPTY_POST_FORM, title: ' Title ', content: '<p>Hi</p>', categoryId: '4', vision: ' V ', published: true },
      { saved: null, origin: ORIGIN },
    );
    expect(body).toEqual({
      title: 'Title',
      content: '<p>Hi</p>',
      vision: 'V',
      reality: null,
      outcome: null,
      image: null,
      featured: false,
      published: true,
      categoryId: 4,
      beforeImage: null,
      afterImage: null,
      quote: null,
      partnerName: null,
      partnerRole: null,
      partnerContribution: null,
      partnershipOutcome: null,
    });
    expect(body).not.toHaveProperty('slug');
    expect(body).not.toHaveProperty('publishAt');
  });

  it('sends null for "-- Select Category --"', () => {
    expect(toPostBody({ ...EMPTY_POST_FORM, title: 'T' }, { saved: null, origin: ORIGIN }).categoryId).toBeNull();
  });

  it('sends the story fields and a changed slug', () => {
    const values = {
      ...EMPTY_POST_FORM,
      title: 'T',
      slug: 'fresh',
      quote: 'Q',
      partnerName: 'Pat',
      beforeImage: 'https://site.example/b.jpg',
    };
    expect(toPostBody(values, { saved: { ...EMPTY_POST_FORM, slug: 'old' }, origin: ORIGIN })).toMatchObject({
      slug: 'fresh',
      quote: 'Q',
      partnerName: 'Pat',
      beforeImage: '/b.jpg',
    });
  });
});

describe('toPublishAt', () => {
  const NINE = '2026-05-01T09:00';
  it.each([
    ['a draft leaves it out, whatever the field holds', { published: false, publishAt: NINE }, '', undefined],
    [
      'published and unchanged leaves it out (stored time kept, or now on first publish)',
      { published: true, publishAt: '' },
      '',
      undefined,
    ],
    ['published, the stored time unchanged, leaves it out', { published: true, publishAt: NINE }, NINE, undefined],
    ['a time typed is sent as ISO 8601', { published: true, publishAt: NINE }, '', fromDateTimeLocal(NINE)],
    ['a time cleared is null ("publish now")', { published: true, publishAt: '' }, NINE, null],
  ])('%s', (_name, values, saved, expected) => {
    expect(toPublishAt(values, saved)).toBe(expected);
  });

  it('goes in the body only when it is sent', () => {
    const values = { ...EMPTY_POST_FORM, title: 'T', published: true, publishAt: NINE };
    expect(toPostBody(values, { saved: null, origin: ORIGIN }).publishAt).toBe(fromDateTimeLocal(NINE));
    expect(toPostBody(values, { saved: values, origin: ORIGIN })).not.toHaveProperty('publishAt');
  });
});

describe('toFormValues', () => {
  it('holds every value as the form shows it', () => {
    const post: EditablePost = {
      id: 1,
      slug: 's',
      title: 'T',
      content: '<p>c</p>',
      vision: null,
      reality: 'R',
      outcome: null,
      image: '/api/media/sample/a.jpg',
      featured: true,
      published: false,
      categoryId: 2,
      publishAt: null,
      version: 4,
      beforeImage: null,
      afterImage: 'https://cdn.example/after.jpg',
      quote: null,
      partnerName: 'Pat',
      partnerRole: null,
      partnerContribution: null,
      partnershipOutcome: null,
    };
    expect(toFormValues(post, ORIGIN)).toEqual({
      ...EMPTY_POST_FORM,
      slug: 's',
      title: 'T',
      content: '<p>c</p>',
      reality: 'R',
      image: 'https://site.example/api/media/sample/a.jpg',
      featured: true,
      categoryId: '2',
      afterImage: 'https://cdn.example/after.jpg',
      partnerName: 'Pat',
    });
    expect(toFormValues({ ...post, categoryId: null }, ORIGIN).categoryId).toBe('');
  });

  it('shows the publish time in the local time zone', () => {
    const post = { publishAt: new Date(2026, 4, 1, 9, 0).toISOString() } as EditablePost;
    expect(toFormValues({ ...EMPTY_POST, ...post }, ORIGIN).publishAt).toBe('2026-05-01T09:00');
  });
});

const EMPTY_POST: EditablePost = {
  id: 1,
  version: 1,
  slug: 's',
  title: '',
  content: '',
  vision: null,
  reality: null,
  outcome: null,
  image: null,
  featured: false,
  published: true,
  categoryId: null,
  publishAt: null,
  beforeImage: null,
  afterImage: null,
  quote: null,
  partnerName: null,
  partnerRole: null,
  partnerContribution: null,
  partnershipOutcome: null,
};

it('tells equal form values from different ones', () => {
  expect(sameFormValues(EMPTY_POST_FORM, { ...EMPTY_POST_FORM })).toBe(true);
  expect(sameFormValues(EMPTY_POST_FORM, { ...EMPTY_POST_FORM, featured: true })).toBe(false);
});

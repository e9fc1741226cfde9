/** @jest-environment node */
import type { EditablePost } from '../../../lib/post-types';
import { EMPTY_POST_FORM, toAbsoluteUrl, toCategoryId, toFormValues, toPostBody, toSlug, toStoredUrl } from '../post-form';

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
      { origin: ORIGIN },
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
  });

  it('sends null for "-- Select Category --"', () => {
    expect(toPostBody({ ...EMPTY_POST_FORM, title: 'T' }, { origin: ORIGIN }).categoryId).toBeNull();
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
    expect(toPostBody(values, { originalSlug: 'old', origin: ORIGIN })).toMatchObject({
      slug: 'fresh',
      quote: 'Q',
      partnerName: 'Pat',
      beforeImage: '/b.jpg',
    });
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
});

/** Makes the visitor's reduced-motion preference `reduced` (jsdom's matchMedia matches nothing). */
export function preferReducedMotion(reduced: boolean): jest.SpyInstance {
  return jest.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduced && query.includes('prefers-reduced-motion: reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

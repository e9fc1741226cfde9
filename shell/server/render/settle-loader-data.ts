import { isNotFound, settle, type Settled } from '@fns/design-system';

/**
 * Awaits every promise the matched routes' loaders returned, in place: the server renders with
 * the data and sends it with the page, so the browser does not fetch it again. Answers whether a
 * page's data named something that does not exist (the response is then a 404).
 */
export async function settleLoaderData(loaderData: Record<string, unknown>): Promise<{ notFound: boolean }> {
  const settled: Array<Settled<unknown>> = [];
  await Promise.all(
    Object.values(loaderData).map(async (data) => {
      if (!data || typeof data !== 'object') return;
      const values = data as Record<string, unknown>;
      await Promise.all(
        Object.entries(values).map(async ([key, value]) => {
          if (!(value instanceof Promise)) return;
          const result = await settle(value);
          values[key] = result;
          settled.push(result);
        }),
      );
    }),
  );
  return { notFound: settled.some((result) => result.status === 'error' && isNotFound(result.error)) };
}

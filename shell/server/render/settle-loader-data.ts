import { isNotFound, movedTo, settle, type Settled } from '@fns/design-system/data';

/**
 * Awaits every promise the matched routes' loaders returned, in place: the server renders with
 * the data and sends it with the page, so the browser does not fetch it again. Answers whether a
 * page's data named something that does not exist (the response is then a 404), or that lives at
 * another address now (`moved`: the response is then a 301 to it).
 */
export async function settleLoaderData(loaderData: Record<string, unknown>): Promise<{ notFound: boolean; moved?: string }> {
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
  const errors = settled.flatMap((result) => (result.status === 'error' ? [result.error] : []));
  return { notFound: errors.some(isNotFound), moved: errors.map(movedTo).find(Boolean) };
}

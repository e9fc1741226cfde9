/**
 * Asks the API for its answers uncompressed: it is an internal hop, where inflating the gzip it
 * keeps for browsers would cost every render CPU that the saved bytes do not buy back.
 */
export function uncompressedApi(apiOrigin: string, base: typeof fetch): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).origin !== apiOrigin) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('Accept-Encoding', 'identity');
    return base(input, { ...init, headers });
  };
}

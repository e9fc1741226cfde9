export type BrowserSupport = 'supported' | 'internet-explorer' | 'unknown';

/** Chrome, Firefox, Safari and Edge are supported; Internet Explorer is flagged (SPEC section 9). */
export function detectBrowserSupport(userAgent: string): BrowserSupport {
  if (/MSIE |Trident\//.test(userAgent)) return 'internet-explorer';
  if (/Edg\/|Chrome\/|CriOS\/|Firefox\/|FxiOS\/|Safari\//.test(userAgent)) return 'supported';
  return 'unknown';
}

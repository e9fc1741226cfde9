/**
 * How an imported post's links to the site's own images follow the import: an uploaded image's
 * `/api/uploads/{id}` names the id it was imported under, and an absolute URL of the exporting
 * site's images (or of an image of the file at any address) becomes one of this site's.
 */
export interface UrlMapping {
  /** content.json's siteUrl: the site the file was exported from. */
  fromSite: string;
  /** This site's PUBLIC_SITE_URL. */
  toSite: string;
  /** Image ids of the file → the ids they have here (the same, another one imported, or one found here already). */
  images: ReadonlyMap<string, string>;
}

const OWN_IMAGE = /^(?<origin>https?:\/\/[^/?#\s]+)?\/api\/(?<kind>uploads|media)\/(?<rest>[^\s]*)$/i;
const UPLOAD_ID = /^(?<id>[0-9a-f]{24})(?<tail>[?#].*)?$/i;
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The URL as it reads on this site after the import; any other URL as it is. */
export function rewriteUrl(url: string, mapping: UrlMapping): string {
  const match = OWN_IMAGE.exec(url)?.groups;
  if (!match) return url;
  const { origin, kind, rest } = match as { origin?: string; kind: string; rest: string };
  const upload = kind.toLowerCase() === 'uploads' ? UPLOAD_ID.exec(rest)?.groups : undefined;
  const id = upload?.id?.toLowerCase();
  const ofTheFile = id !== undefined && mapping.images.has(id);
  const fromExportingSite = origin !== undefined && origin.toLowerCase() === originOf(mapping.fromSite);
  if (origin !== undefined && !fromExportingSite && !ofTheFile) return url;
  const pathPart = ofTheFile ? `/api/uploads/${mapping.images.get(id)}${upload?.tail ?? ''}` : `/api/${kind}/${rest}`;
  return origin === undefined ? pathPart : `${mapping.toSite}${pathPart}`;
}

/** Every src and href of sanitized post HTML (attributes in double quotes, `&` written `&amp;`) rewritten. */
export function rewriteHtml(html: string, mapping: UrlMapping): string {
  return html.replace(/(\s(?:src|href)=")([^"]*)"/g, (_whole, attribute: string, value: string) => {
    const url = value.replace(/&amp;/g, '&');
    const rewritten = rewriteUrl(url, mapping);
    return `${attribute}${rewritten === url ? value : rewritten.replace(/&/g, '&amp;')}"`;
  });
}

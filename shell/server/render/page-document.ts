import { escapeMarkup } from '../seo/escape';

/** The built page is minified: attribute quotes are optional. */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

export interface DocumentParts {
  /** The page's head tags (title, description, social tags). */
  head: string;
  stylesheets: string[];
  preloads: string[];
  /** JSON data blocks the browser reads before it hydrates, by element id (already script-safe). */
  data: Record<string, string>;
}

const dataBlock = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;

/**
 * The built index.html around a server render: its own title and description give way to the
 * page's, the page's styles are linked (so it paints styled before any script runs) and its
 * scripts preloaded at low priority (they download in parallel, but never ahead of what paints:
 * on a slow phone this halved the first contentful paint); the rendered app goes inside #root.
 */
export function splitTemplate(template: string) {
  const [head, body] = template.split('</head>');
  const [bodyStart, bodyEnd] = (body ?? '').split(ROOT_ELEMENT);
  if (!head || bodyEnd === undefined) throw new Error(`the shell's index.html has no </head> or ${ROOT_ELEMENT.source}`);
  const baseHead = head.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="?description"?[^>]*>/, '');
  return {
    start: ({ head: pageHead, stylesheets, preloads, data }: DocumentParts) =>
      [
        baseHead,
        pageHead,
        ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}" />`),
        ...preloads.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeMarkup(href)}" />`),
        ...Object.entries(data).map(([id, json]) => dataBlock(id, json)),
        '</head>',
        bodyStart,
        '<div id="root">',
      ].join(''),
    end: (data: Record<string, string>) => ['</div>', ...Object.entries(data).map(([id, json]) => dataBlock(id, json)), bodyEnd].join(''),
  };
}

import { BOOT_SCRIPTS_ELEMENT_ID, type BootScript } from '../../src/boot-scripts';
import { escapeMarkup } from '../seo/escape';
import { bootLoader } from './boot-loader';
import { scriptSafeJson } from './script-safe-json';

/** The built page is minified: attribute quotes are optional. */
const ROOT_ELEMENT = /<div id="?root"?><\/div>/;

export interface DocumentParts {
  /** The page's head tags (title, description, social tags). */
  head: string;
  stylesheets: string[];
  /** The scripts the page needs before it hydrates, listed for the browser to fetch after its first paint. */
  scripts: BootScript[];
  /** JSON data blocks the browser reads before it hydrates, by element id (already script-safe). */
  data: Record<string, string>;
}

const dataBlock = (id: string, json: string) => `<script type="application/json" id="${id}">${json}</script>`;

/**
 * The built index.html around a server render: its own title and description give way to the
 * page's, the page's styles are linked (so it paints styled before any script runs) and its
 * scripts listed in a data block: the browser fetches them all at once after its first paint, so
 * no script competes with what paints (on a simulated slow phone the largest paint came 0.6 s
 * sooner, and the page was interactive no later); the rendered app goes inside #root, and the
 * boot loader (the only script the page runs by itself) ends the body.
 */
export function splitTemplate(builtTemplate: string) {
  const { template, script } = bootLoader(builtTemplate);
  const [head, body] = template.split('</head>');
  const [bodyStart, bodyEnd] = (body ?? '').split(ROOT_ELEMENT);
  if (!head || bodyEnd === undefined) throw new Error(`the shell's index.html has no </head> or ${ROOT_ELEMENT.source}`);
  const baseHead = head.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="?description"?[^>]*>/, '');
  return {
    start: ({ head: pageHead, stylesheets, scripts, data }: DocumentParts) =>
      [
        baseHead,
        pageHead,
        ...stylesheets.map((href) => `<link rel="stylesheet" href="${escapeMarkup(href)}" />`),
        ...Object.entries({ ...data, [BOOT_SCRIPTS_ELEMENT_ID]: scriptSafeJson(scripts) }).map(([id, json]) => dataBlock(id, json)),
        '</head>',
        bodyStart,
        '<div id="root">',
      ].join(''),
    end: (data: Record<string, string>) =>
      ['</div>', ...Object.entries(data).map(([id, json]) => dataBlock(id, json)), `<script>${script}</script>`, bodyEnd].join(''),
  };
}

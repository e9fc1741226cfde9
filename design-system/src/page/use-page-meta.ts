import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../constants';

export interface PageMeta {
  /** "{title} | Founders Never Solo", or exactly `title` with exactTitle. */
  title: string;
  description?: string;
  exactTitle?: boolean;
  /** What link previews and search results call the page, when not its title (a post's own title). */
  headline?: string;
  /** The image link previews show (a path on this site or an absolute URL). */
  image?: string;
  /** Open Graph type: a page is a website, a post an article. */
  type?: 'website' | 'article';
  /** Structured data (schema.org JSON-LD) for search engines. */
  structuredData?: Record<string, unknown>;
  /** Keeps the page out of search results (a not-found post). */
  noIndex?: boolean;
}

/** On the server, the shell collects the rendered page's meta to write the HTML head. */
export const PageMetaContext = createContext<{ set: (meta: PageMeta) => void } | null>(null);

export const documentTitle = ({ title, exactTitle }: PageMeta) => (exactTitle ? title : `${title} | ${PRODUCT_NAME}`);

/**
 * The page's title, description and link-preview details: written into the HTML head by the
 * shell's server, and applied to the document when the page is shown in the browser.
 */
export function usePageMeta(meta: PageMeta) {
  const collector = useContext(PageMetaContext);
  collector?.set(meta);
  const title = documentTitle(meta);
  const { description } = meta;
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let element = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!element) {
      element = document.createElement('meta');
      element.name = 'description';
      document.head.append(element);
    }
    element.content = description;
  }, [title, description]);
}

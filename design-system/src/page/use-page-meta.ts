import { useEffect } from 'react';
import { PRODUCT_NAME } from '../constants';

/**
 * Sets the document title ("{title} | Founders Never Solo", or exactly `title` with exactTitle)
 * and the meta description of the current page.
 */
export function usePageMeta({ title, description, exactTitle = false }: { title: string; description?: string; exactTitle?: boolean }) {
  useEffect(() => {
    document.title = exactTitle ? title : `${title} | ${PRODUCT_NAME}`;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, exactTitle]);
}

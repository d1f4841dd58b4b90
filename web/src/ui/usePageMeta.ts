import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/**
 * The page's title and meta description, in the visitor's language. `title` is the page's own
 * part; the product name is appended.
 */
export function usePageMeta(title: string | null | undefined, description?: string | null) {
  const intl = useIntl();
  const product = intl.formatMessage({ id: 'app.name' });
  const fallbackDescription = intl.formatMessage({ id: 'app.description' });
  useEffect(() => {
    document.title = title ? `${title} · ${product}` : product;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description || fallbackDescription;
  }, [title, description, product, fallbackDescription]);
}

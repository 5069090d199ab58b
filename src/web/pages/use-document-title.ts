import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab's title to "<page> · <brand>" while the page is shown. */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  const brand = t('auth.brand');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${brand}`;
    return () => {
      document.title = previous;
    };
  }, [title, brand]);
}

import { useEffect } from 'react';
import { useT } from '../i18n/useT';

/** Sets the document title from a page title key (SPEC section 2), in the active language. */
export function usePageTitle(key: string): void {
  const t = useT();
  useEffect(() => {
    document.title = `${t(key)} · VIP Club`;
  }, [t, key]);
}

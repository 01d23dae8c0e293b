import type { MouseEvent } from 'react';
import { useT } from '../../i18n/useT';

/**
 * The first Tab stop of every screen: jumps past the install bar and the
 * header to the screen's <main> (home has six stops before its content).
 */
export function SkipLink() {
  const t = useT();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    e.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  };
  return <a className="skip-link" href="#main" onClick={skip} data-testid="skip-link">{t('a11y.skipToContent')}</a>;
}

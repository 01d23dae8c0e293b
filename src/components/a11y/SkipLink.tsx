import type { MouseEvent } from 'react';
import { useT } from '../../i18n/useT';

/**
 * The first Tab stop of every screen: jumps past the install bar and the
 * header to the screen's content (#main, the layout's content box: home has
 * six stops before it).
 */
export function SkipLink() {
  const t = useT();
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    e.preventDefault();
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus();
  };
  return (
    <a className="skip-link" href="#main" onClick={skip} data-testid="skip-link">
      {t('a11y.skipToContent')}
    </a>
  );
}

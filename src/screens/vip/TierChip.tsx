// The player's tier beside their name in settings: badge and name, a link to /vip.
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { useT } from '../../i18n/useT';
import { languageState } from '../../state/language';
import { tierState } from '../../state/tier';
import { TierBadge } from './TierBadge';
import styles from './Vip.module.css';

/** `href` as the caller's router needs it (inside a nest, '~/vip'). */
export function TierChip({ href = ROUTES.vip }: { href?: string }) {
  const t = useT();
  const { status } = useSnapshot(tierState);
  const { lang } = useSnapshot(languageState);
  if (!status) return null;
  return (
    <Link href={href} className={styles.chip} data-testid="tier-chip">
      <TierBadge badge={status.badge} colour={status.colour} size={22} />
      {t('vip.settings', [status.name[lang]])}
    </Link>
  );
}

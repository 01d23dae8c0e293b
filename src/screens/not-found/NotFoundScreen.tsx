import { Link } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { useT } from '../../i18n/useT';

export default function NotFoundScreen() {
  const t = useT();
  usePageTitle('title.notFound');
  return (
    <main className="screen" style={{ textAlign: 'center', paddingTop: 80 }}>
      <p style={{ fontSize: 64, margin: 0, color: 'var(--gold)' }} aria-hidden>404</p>
      <h1 className="screen-title">{t('common.notFound')}</h1>
      <Link href={ROUTES.home} className="btn">{t('common.backToHome')}</Link>
    </main>
  );
}

import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { PageView } from '../terms/PageView';

export default function PrivacyScreen() {
  usePageTitle('title.privacyPolicy');
  return <PageView slug="privacy" titleKey="title.privacyPolicy" back={ROUTES.home} />;
}

import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { PageView } from './PageView';

export default function TermsScreen() {
  usePageTitle('title.termsAndConditions');
  return <PageView slug="terms" titleKey="title.termsAndConditions" back={ROUTES.home} />;
}

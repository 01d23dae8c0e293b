import { usePageTitle } from '../../app/usePageTitle';
import { PageView } from '../terms/PageView';
import { AmbassadorArt } from './AmbassadorArt';

export default function BrandAmbassadorScreen() {
  usePageTitle('title.brandAmbassador');
  return <PageView slug="brand-ambassador" titleKey="title.brandAmbassador" hero={<AmbassadorArt />} />;
}

import { ROUTES } from '../../../contract/routes';
import { usePageTitle } from '../../app/usePageTitle';
import { QuizEntryCard } from '../quiz/QuizEntryCard';
import { PageView } from '../terms/PageView';
import { AmbassadorArt } from './AmbassadorArt';

/** The ambassador's page; the weekly quiz's card under the art while a campaign runs or is announced, with its dates. */
export default function BrandAmbassadorScreen() {
  usePageTitle('title.brandAmbassador');
  return (
    <PageView
      slug="brand-ambassador"
      titleKey="title.brandAmbassador"
      back={ROUTES.home}
      hero={
        <>
          <AmbassadorArt />
          <QuizEntryCard upcoming span />
        </>
      }
    />
  );
}

import { usePageTitle } from '../../app/usePageTitle';
import { SubHeader } from '../../components/kit/SubHeader';
import { useT } from '../../i18n/useT';
import { FaqList } from '../helpdesk/FaqList';

/** /setting/faq: the same FAQs as the helpdesk, under the settings' back arrow. */
export default function FaqSetting() {
  const t = useT();
  usePageTitle('title.setting.faq');
  return (
    <main className="screen">
      <SubHeader title={t('title.setting.faq')} back="~/setting" />
      <FaqList />
    </main>
  );
}

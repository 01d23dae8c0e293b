import { usePageTitle } from '../../app/usePageTitle';
import { PageView } from '../terms/PageView';

/** /setting/terms-and-conditions: the terms page under the settings' back arrow. */
export default function TermsSetting() {
  usePageTitle('title.setting.tnc');
  return <PageView slug="terms" titleKey="title.setting.tnc" back="~/setting" />;
}

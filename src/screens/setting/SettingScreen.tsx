import { use, lazy } from 'react';
import { Route, Switch, useRouter } from 'wouter';
import { ROUTES } from '../../../contract/routes';
import NotFoundScreen from '../not-found/NotFoundScreen';
import FaqSetting from './FaqSetting';
import LanguageSetting from './LanguageSetting';
import SettingMain from './SettingMain';
import TermsSetting from './TermsSetting';
import VolumeSetting from './VolumeSetting';
import { accountTexts } from '../../i18n/accountTexts';
import { vipTexts } from '../vip/vipTexts';

// Its own chunk: the verifier's code is for the few who check their seeds.
const FairnessScreen = lazy(() => import('./fairness/FairnessScreen'));
// Its own chunk too: few players open their play limits.
const LimitsScreen = lazy(() => import('./limits/LimitsScreen'));

/**
 * /setting and its children (SPEC section 2): main, language, volume, faq,
 * terms-and-conditions, fairness (provable fairness) and limits (the player's own play limits); any other sub-path shows the 404 view. Access (volume
 * is private) is the route guard's job, before this renders.
 */
export default function SettingScreen() {
  // The limits and Telegram rows' texts and the tier chip's: two sections apart
  // (src/i18n/accountTexts.ts, ../vip/vipTexts.ts), fetched together.
  for (const texts of [accountTexts(), vipTexts()]) use(texts);
  const { base } = useRouter();
  const routes = (
    <Switch>
      <Route path="/" component={SettingMain} />
      <Route path="/language" component={LanguageSetting} />
      <Route path="/volume" component={VolumeSetting} />
      <Route path="/faq" component={FaqSetting} />
      <Route path="/terms-and-conditions" component={TermsSetting} />
      <Route path="/fairness" component={FairnessScreen} />
      <Route path="/limits" component={LimitsScreen} />
      <Route component={NotFoundScreen} />
    </Switch>
  );
  // Works whether the route table nests /setting itself or mounts this screen on /setting/*.
  return base.endsWith(ROUTES.setting) ? (
    routes
  ) : (
    <Route path={ROUTES.setting} nest>
      {routes}
    </Route>
  );
}

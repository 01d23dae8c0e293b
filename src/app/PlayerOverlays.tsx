// What floats over every screen for a logged-in player only: the inbox popup
// and the tier celebration. One lazy chunk, kept out of the entry guests download.
import { use } from 'react';
import InboxPopup from '../screens/inbox/InboxPopup';
import TierCelebration from '../screens/vip/celebration/TierCelebration';
import { accountTexts } from '../i18n/accountTexts';
import { vipTexts } from '../screens/vip/vipTexts';

export default function PlayerOverlays() {
  // The inbox popup's wallet texts and the tier celebration's: two sections apart, fetched together.
  for (const texts of [accountTexts(), vipTexts()]) use(texts);
  return (
    <>
      <InboxPopup />
      <TierCelebration />
    </>
  );
}

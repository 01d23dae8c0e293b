// What floats over every screen for a logged-in player only: the inbox popup
// and the tier celebration. One lazy chunk, kept out of the entry guests download.
import InboxPopup from '../screens/inbox/InboxPopup';
import TierCelebration from '../screens/vip/celebration/TierCelebration';

export default function PlayerOverlays() {
  return (
    <>
      <InboxPopup />
      <TierCelebration />
    </>
  );
}

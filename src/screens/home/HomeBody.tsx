// Home below its header, in a chunk of its own: on the first visit the
// preloader covers it for at least 5 s (SPEC section 2) while it loads, and
// the app opened on any other screen never downloads it.
import { useSnapshot } from 'valtio/react';
import { BannerCarousel } from '../../components/BannerCarousel';
import { BigWinsSlot } from '../../components/big-wins/BigWinsSlot';
import { CoinSummary } from '../../components/CoinSummary';
import { FloatingWheel } from '../../components/floating-wheel/FloatingWheel';
import { playerState } from '../../state/player';
import { QuizEntryCard } from '../quiz/QuizEntryCard';
import { GuestCta } from './GuestCta';
import { QuickLinks } from './QuickLinks';

export default function HomeBody() {
  const { authenticated } = useSnapshot(playerState);
  return (
    <>
      <BannerCarousel />
      {authenticated ? <CoinSummary /> : <GuestCta />}
      <QuickLinks />
      <BigWinsSlot />
      <QuizEntryCard />
      <FloatingWheel />
    </>
  );
}

// Home below its header: the banners, the player's coins or a guest's
// invitation, quick links, the VIP tier card (a guest: what the club is; below
// the quick links, so they never move), big wins, the streak and today's missions, the quiz
// card and the floating wheel.
import { useSnapshot } from 'valtio/react';
import { BannerCarousel } from '../../components/BannerCarousel';
import { BigWinsSlot } from '../../components/big-wins/BigWinsSlot';
import { CoinSummary } from '../../components/CoinSummary';
import { FloatingWheel } from '../../components/floating-wheel/FloatingWheel';
import { playerState } from '../../state/player';
import { MissionsCard } from '../missions/MissionsCard';
import { StreakCard } from '../missions/StreakCard';
import { QuizEntryCard } from '../quiz/QuizEntryCard';
import { TierCard } from '../vip/TierCard';
import { VipTeaser } from '../vip/VipTeaser';
import { GuestCta } from './GuestCta';
import { QuickLinks } from './QuickLinks';

export default function HomeBody() {
  const { authenticated } = useSnapshot(playerState);
  return (
    <>
      <BannerCarousel />
      {authenticated ? <CoinSummary /> : <GuestCta />}
      <QuickLinks />
      {authenticated ? <TierCard /> : <VipTeaser />}
      <BigWinsSlot />
      {authenticated && <StreakCard />}
      <MissionsCard />
      <QuizEntryCard />
      <FloatingWheel />
    </>
  );
}

// Home below its header: the banners, the player's coins or a guest's
// invitation, quick links, the VIP tier card (a guest: what the club is; below
// the quick links, so they never move), big wins, the streak and today's missions, the quiz
// card and the floating wheel.
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio/react';
import { BannerCarousel } from '../../components/BannerCarousel';
import { BigWinsSlot } from '../../components/big-wins/BigWinsSlot';
import { CoinSummary } from '../../components/CoinSummary';
import { FloatingWheel } from '../../components/floating-wheel/FloatingWheel';
import { playerState } from '../../state/player';
import { MissionsCard } from '../missions/MissionsCard';
import { QuizEntryCard } from '../quiz/QuizEntryCard';
import { VipTeaser } from '../vip/VipTeaser';
import { GuestCta } from './GuestCta';
import { QuickLinks } from './QuickLinks';

// A signed-in player's cards: their code loads when a player's home first
// draws, so a guest's home never fetches it. Both draw nothing until their
// data has come anyway, so the load adds no new shift below them.
const TierCard = lazy(() => import('../vip/TierCard').then((m) => ({ default: m.TierCard })));
const StreakCard = lazy(() => import('../missions/StreakCard').then((m) => ({ default: m.StreakCard })));

export default function HomeBody() {
  const { authenticated } = useSnapshot(playerState);
  return (
    <>
      <BannerCarousel />
      {authenticated ? <CoinSummary /> : <GuestCta />}
      <QuickLinks />
      {authenticated ? (
        <Suspense fallback={null}>
          <TierCard />
        </Suspense>
      ) : (
        <VipTeaser />
      )}
      <BigWinsSlot />
      {authenticated && (
        <Suspense fallback={null}>
          <StreakCard />
        </Suspense>
      )}
      <MissionsCard />
      <QuizEntryCard />
      <FloatingWheel />
    </>
  );
}

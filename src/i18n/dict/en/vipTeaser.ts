// Home's VIP card for a guest (src/screens/vip/VipTeaser.tsx): in the players'
// dictionary, while the VIP screens' texts (vip.ts) load with those screens.
export const vipTeaser = {
  title: 'VIP Club',
  body: 'Members earn points with every game and climb the tiers for more spins, faster redemptions and monthly bonus coins.',
  more: 'The tiers',
};

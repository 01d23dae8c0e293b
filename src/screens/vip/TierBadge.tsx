// Tier badges: original art drawn in code, one emblem per badge name on a
// disc of the tier's colour (no brand's likeness).
import type { TierBadge as BadgeName } from '../../../contract/loyalty/tiers';

const EMBLEM: Record<BadgeName, string> = {
  shield: 'M16 6 L24 9 V15.5 C24 20 20.5 23.5 16 26 C11.5 23.5 8 20 8 15.5 V9 Z M16 10.5 V22',
  star: 'M16 6.5 L18.6 12.6 L25 13.1 L20.1 17.3 L21.6 23.6 L16 20.2 L10.4 23.6 L11.9 17.3 L7 13.1 L13.4 12.6 Z',
  crown: 'M7.5 21.5 L6.5 11 L11.5 15 L16 8 L20.5 15 L25.5 11 L24.5 21.5 Z M8 24.5 H24',
  gem: 'M10 8.5 H22 L26 13.5 L16 25 L6 13.5 Z M6 13.5 H26 M12.5 8.5 L16 13.5 L19.5 8.5 M16 13.5 V25',
};

export function TierBadge({ badge, colour, size = 40 }: { badge: BadgeName; colour: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" data-badge={badge}>
      <circle cx="16" cy="16" r="15" fill={colour} />
      <circle cx="16" cy="16" r="13.2" fill="none" stroke="#ffffff" strokeOpacity="0.55" strokeWidth="1" />
      <path
        d={EMBLEM[badge]}
        fill="#ffffff"
        fillOpacity="0.9"
        stroke="#1a0b2e"
        strokeOpacity="0.55"
        strokeWidth="1"
        strokeLinejoin="round"
      />
    </svg>
  );
}

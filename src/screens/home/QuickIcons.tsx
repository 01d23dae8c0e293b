// Original filled icons of the home quick links, 40x40, gold on festive colours.
// Decorative: each sits beside its visible label.
import type { ReactNode } from 'react';

function Art({ children }: { children: ReactNode }) {
  return (
    <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const GOLD = '#ffd34d';
const DEEP = '#3b1766';

export const SpinWheelArt = () => (
  <Art>
    <circle cx="20" cy="21" r="15" fill={DEEP} stroke={GOLD} strokeWidth="2.5" />
    {[0, 60, 120, 180, 240, 300].map((d, i) => (
      <path key={d} d="M20 21 L20 8.5 A12.5 12.5 0 0 1 30.8 14.75 Z" fill={i % 2 ? '#ff6b81' : GOLD} transform={`rotate(${d} 20 21)`} />
    ))}
    <circle cx="20" cy="21" r="3.5" fill="#fff" stroke={DEEP} strokeWidth="1.5" />
    <path d="M16.5 3.5h7L20 9Z" fill="#fff" stroke={DEEP} strokeWidth="1.2" strokeLinejoin="round" />
  </Art>
);

export const SponsorArt = () => (
  <Art>
    <path d="M12 4h16l-2 8H14Z" fill="#ff6b81" />
    <path d="M14 4h3l1.5 8h-3ZM23 4h3l-1.5 8h-3Z" fill="#4fb4ff" />
    <circle cx="20" cy="24" r="11" fill={GOLD} stroke="#c9860f" strokeWidth="2" />
    <path d="m20 17 2.1 4.3 4.7.7-3.4 3.3.8 4.7-4.2-2.2-4.2 2.2.8-4.7-3.4-3.3 4.7-.7Z" fill={DEEP} />
  </Art>
);

export const FourDArt = () => (
  <Art>
    {[
      [12, 13, '#ff6b81'],
      [28, 13, '#4fb4ff'],
      [12, 28, '#5de3a0'],
      [28, 28, GOLD],
    ].map(([x, y, c]) => (
      <g key={`${x}-${y}`}>
        <circle cx={x} cy={y} r="7.5" fill={c as string} stroke="#fff" strokeWidth="1.2" />
        <circle cx={x} cy={y} r="3.6" fill="#fff" />
      </g>
    ))}
    <text x="28" y="30.6" textAnchor="middle" fontSize="7" fontWeight="900" fill={DEEP} fontFamily="system-ui, sans-serif">
      4
    </text>
  </Art>
);

export const RedeemArt = () => (
  <Art>
    <rect x="7" y="17" width="26" height="18" rx="3" fill="#ff6b81" />
    <rect x="5" y="12" width="30" height="7" rx="2" fill="#ff8fa1" />
    <rect x="17.5" y="12" width="5" height="23" fill={GOLD} />
    <path d="M20 12c-3-6-10-7-10-3 0 3 6 3 10 3Zm0 0c3-6 10-7 10-3 0 3-6 3-10 3Z" fill={GOLD} stroke="#c9860f" strokeWidth="1" />
  </Art>
);

export const HistoryArt = () => (
  <Art>
    <rect x="8" y="5" width="22" height="30" rx="3" fill="#fff8e6" stroke="#c9860f" strokeWidth="1.5" />
    <path d="M12 12h11M12 17h14M12 22h8" stroke="#b9a7d6" strokeWidth="2" strokeLinecap="round" />
    <circle cx="28" cy="28" r="8" fill={GOLD} stroke={DEEP} strokeWidth="1.6" />
    <path d="M28 24v4.5l3 1.8" stroke={DEEP} strokeWidth="1.8" strokeLinecap="round" fill="none" />
  </Art>
);

export const MoreArt = () => (
  <Art>
    {[
      [8, 8],
      [22, 8],
      [8, 22],
      [22, 22],
    ].map(([x, y], i) => (
      <rect key={i} x={x} y={y} width="10" height="10" rx="3" fill={i === 3 ? GOLD : '#b48cf0'} />
    ))}
  </Art>
);

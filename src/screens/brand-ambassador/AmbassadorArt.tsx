// Hero art of the brand ambassador page: a racing helmet and a chequered
// flag, drawn for this app. Deliberately no face, name or race number: the
// club's ambassador text comes from the server, the art claims no likeness.
const CHECKS = Array.from({ length: 24 }, (_, i) => ({
  x: (i % 6) * 14,
  y: Math.floor(i / 6) * 14,
  dark: (i + Math.floor(i / 6)) % 2 === 0,
}));

export function AmbassadorArt() {
  return (
    <svg
      viewBox="0 0 360 160"
      width="100%"
      role="presentation"
      aria-hidden
      focusable="false"
      style={{ display: 'block', margin: '0 0 16px' }}
    >
      <defs>
        <radialGradient id="amb-glow" cx="50%" cy="40%" r="70%">
          <stop offset="0" stopColor="#7b3fb8" />
          <stop offset="1" stopColor="#2a1248" />
        </radialGradient>
        <linearGradient id="amb-shell" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe27a" />
          <stop offset="1" stopColor="#d99a1e" />
        </linearGradient>
      </defs>
      <rect width="360" height="160" rx="14" fill="url(#amb-glow)" />
      {/* speed lines */}
      <g stroke="#b9a7d6" strokeWidth="3" strokeLinecap="round" opacity="0.5">
        <path d="M30 70h60M18 90h70M40 110h50" />
      </g>
      {/* chequered flag on its pole */}
      <g transform="translate(250 30) rotate(-8)">
        <rect x="-4" y="0" width="4" height="110" rx="2" fill="#f6f0ff" />
        <g transform="skewY(6)">
          {CHECKS.map((c) => (
            <rect key={`${c.x}-${c.y}`} x={c.x} y={c.y} width="14" height="14" fill={c.dark ? '#1a0b2e' : '#f6f0ff'} />
          ))}
        </g>
      </g>
      {/* helmet */}
      <g transform="translate(110 28)">
        <path d="M10 96C0 50 30 8 78 8c38 0 62 26 64 58l2 30z" fill="url(#amb-shell)" stroke="#8a5a0b" strokeWidth="3" />
        <path d="M66 46h74c4 0 6 4 5 8l-3 20H70c-8 0-12-6-10-14z" fill="#1a0b2e" />
        <path d="M76 52h54" stroke="#5de3a0" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
        <path d="M22 60c10-28 30-40 56-42" stroke="#ff6b81" strokeWidth="8" fill="none" strokeLinecap="round" />
        <text x="34" y="86" fontFamily="system-ui, sans-serif" fontWeight="800" fontSize="18" fill="#4b2d77">
          VIP
        </text>
        <rect x="8" y="94" width="138" height="10" rx="5" fill="#4b2d77" />
      </g>
    </svg>
  );
}

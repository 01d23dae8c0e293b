/** A crowned gold coin on a turning sunburst, with cards and chips around it: original preloader art. */
export function PreloaderArt({ className, raysClassName }: { className?: string; raysClassName?: string }) {
  const rays = Array.from({ length: 16 }, (_, i) => i * 22.5);
  return (
    <svg className={className} width="200" height="200" viewBox="0 0 200 200" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="pl-glow">
          <stop offset="0" stopColor="#ffd34d" stopOpacity=".55" />
          <stop offset="1" stopColor="#ffd34d" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="pl-coin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff3b8" />
          <stop offset=".45" stopColor="#ffd34d" />
          <stop offset="1" stopColor="#c9860f" />
        </linearGradient>
      </defs>
      <circle cx="100" cy="100" r="96" fill="url(#pl-glow)" />
      <g className={raysClassName} style={{ transformOrigin: '100px 100px' }}>
        {rays.map((deg) => (
          <path key={deg} d="M100 100 L95 14 L105 14 Z" fill="#ffd34d" opacity=".16" transform={`rotate(${deg} 100 100)`} />
        ))}
      </g>
      <g transform="rotate(-18 46 120)">
        <rect x="28" y="96" width="36" height="50" rx="5" fill="#fff8e6" stroke="#d99a1e" strokeWidth="2" />
        <path d="M46 110l6 9-6 9-6-9z" fill="#ff6b81" />
      </g>
      <g transform="rotate(16 154 122)">
        <rect x="136" y="98" width="36" height="50" rx="5" fill="#fff8e6" stroke="#d99a1e" strokeWidth="2" />
        <path d="M154 112c-5 5-9 8-9 12a4 4 0 0 0 7 2l-1 5h6l-1-5a4 4 0 0 0 7-2c0-4-4-7-9-12Z" fill="#3b1766" />
      </g>
      <circle cx="100" cy="96" r="44" fill="#a86a0a" />
      <circle cx="100" cy="92" r="44" fill="url(#pl-coin)" />
      <circle cx="100" cy="92" r="35" fill="none" stroke="#c9860f" strokeWidth="2.5" strokeDasharray="3 5" />
      <path d="M78 100l-4-22 13 10 13-17 13 17 13-10-4 22Z" fill="#7a3fb8" stroke="#4b2d77" strokeWidth="2" strokeLinejoin="round" />
      <rect x="78" y="102" width="44" height="7" rx="2" fill="#7a3fb8" />
      <circle cx="100" cy="70" r="3" fill="#ff6b81" />
      <g>
        <ellipse cx="60" cy="170" rx="16" ry="6" fill="#ff6b81" />
        <ellipse cx="60" cy="167" rx="16" ry="6" fill="#ff8fa1" />
        <ellipse cx="140" cy="172" rx="16" ry="6" fill="#4fb4ff" />
        <ellipse cx="140" cy="169" rx="16" ry="6" fill="#8fd0ff" />
      </g>
    </svg>
  );
}

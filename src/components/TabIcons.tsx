// Original line icons of the nav bar's tabs and centre button: 24x24, drawn in
// currentColor so the active colour comes from CSS. Decorative (aria-hidden):
// every use sits next to a visible or accessible label. The first screen draws
// these, so they sit in the entry chunk; the rest (NavIcons.tsx) load with the
// lazy parts that show them (centre popup, contact button, install bar).
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.9"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M6 9.5V20h4.5v-5h3v5H18V9.5" />
  </Icon>
);

export const GamesIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M7 8h10a4 4 0 0 1 3.9 4.8l-.8 3.8a2.2 2.2 0 0 1-3.8 1l-2-2.1h-4.6l-2 2.1a2.2 2.2 0 0 1-3.8-1l-.8-3.8A4 4 0 0 1 7 8Z" />
    <path d="M8 11v3M6.5 12.5h3" />
    <circle cx="15.5" cy="11.6" r=".6" fill="currentColor" />
    <circle cx="17" cy="13.4" r=".6" fill="currentColor" />
  </Icon>
);

export const HelpdeskIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.6" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.6" />
    <path d="M18.5 19c0 1.4-1.6 2-4 2h-1.5" />
  </Icon>
);

export const SettingIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M21.2 12h-2.4M5.2 12H2.8M18.5 5.5l-1.7 1.7M7.2 16.8l-1.7 1.7M18.5 18.5l-1.7-1.7M7.2 7.2 5.5 5.5" />
    <circle cx="12" cy="12" r="6.2" />
  </Icon>
);

/** The centre button's crown: the club's mark. */
export const CrownIcon = (p: IconProps) => (
  <Icon strokeWidth="1.6" {...p}>
    <path d="M3.5 8.5 7.8 12 12 5l4.2 7 4.3-3.5-1.8 9.5H5.3Z" fill="currentColor" fillOpacity=".18" />
    <path d="M5.5 20.5h13" />
    <circle cx="12" cy="4.2" r="1" fill="currentColor" />
  </Icon>
);

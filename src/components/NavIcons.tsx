// Original line icons of the nav bar and the contact button: 24x24, drawn in
// currentColor so the active colour comes from CSS. Decorative (aria-hidden):
// every use sits next to a visible or accessible label.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps) {
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

export const InboxIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2.5" />
    <path d="m3.8 7 8.2 6 8.2-6" />
  </Icon>
);

export const KeyIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="8" cy="14" r="4" />
    <path d="m11 11 8.5-8.5M16 6l2.5 2.5M14 8l2 2" />
  </Icon>
);

export const ChatIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 5.5h16v10H10l-4.5 4v-4H4Z" />
    <path d="M8 10.5h.01M12 10.5h.01M16 10.5h.01" strokeWidth="2.6" />
  </Icon>
);

/** A phone in a speech bubble: a generic "message us" mark, not any app's logo. */
export const PhoneBubbleIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Z" />
    <path d="M9 8.2c.3-.4.9-.4 1.1 0l.8 1.5c.2.3.1.7-.1 1l-.5.5a6 6 0 0 0 2.6 2.6l.5-.5c.3-.3.7-.3 1-.1l1.5.8c.4.2.4.8 0 1.1-.9.9-2.2 1.1-3.3.5A9 9 0 0 1 8.6 11.5c-.6-1.1-.4-2.4.4-3.3Z" />
  </Icon>
);

/** A paper plane: a generic "send" mark. */
export const PlaneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M21 3.5 2.8 10.6l6.4 2.4L21 3.5Z" />
    <path d="m9.2 13 2.4 6.4L21 3.5" />
    <path d="m9.2 13 3.3-2.6" />
  </Icon>
);

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

/** iOS's share symbol (a box with an arrow up), drawn for the install steps. */
export const ShareIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M12 3v12M8 7l4-4 4 4" />
    <path d="M7 10H5.5v10.5h13V10H17" />
  </Icon>
);

export const PlusSquareIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="16" height="16" rx="3.5" />
    <path d="M12 8.5v7M8.5 12h7" />
  </Icon>
);

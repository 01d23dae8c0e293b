// Original line icons of the centre popup, the contact button and the install
// bar, in the style of TabIcons.tsx (whose Icon frame they share); kept apart
// from the tabs' icons so they load with those lazy parts, not the entry chunk.
import { Icon, type IconProps } from './TabIcons';

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

// 仅供辅助技术和键盘玩家使用的文字（issue 29）：跳转链接。
import type { a11y as en } from '../en/a11y';

export const a11y: typeof en = {
  skipToContent: '跳到主要内容',
};

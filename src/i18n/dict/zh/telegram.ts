import type { telegram as en } from '../en/telegram';

export const telegram: typeof en = {
  bound: '已绑定',
  notBound: '未绑定',
  bind: '绑定',
  unbind: '解除绑定',
  openBot: '请从我们的 Telegram 机器人打开 VIP 俱乐部以绑定您的账户。',
};

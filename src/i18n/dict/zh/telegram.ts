import type { Dict } from '../en';

export const telegram: Dict['telegram'] = {
  bound: '已绑定',
  notBound: '未绑定',
  bind: '绑定',
  unbind: '解除绑定',
  openBot: '请从我们的 Telegram 机器人打开 VIP 俱乐部以绑定您的账户。',
};

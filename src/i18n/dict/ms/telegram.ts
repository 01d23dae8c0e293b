import type { telegram as en } from '../en/telegram';

export const telegram: typeof en = {
  bound: 'Telah dipautkan',
  notBound: 'Belum dipautkan',
  bind: 'Pautkan',
  unbind: 'Nyahpaut',
  openBot: 'Buka Kelab VIP melalui bot Telegram kami untuk memautkan akaun anda.',
};

import type { Dict } from '../en';

export const telegram: Dict['telegram'] = {
  bound: 'Telah dipautkan',
  notBound: 'Belum dipautkan',
  bind: 'Pautkan',
  unbind: 'Nyahpaut',
  openBot: 'Buka Kelab VIP melalui bot Telegram kami untuk memautkan akaun anda.',
};

export const telegram = {
  bound: 'Bound',
  notBound: 'Not bound',
  bind: 'Bind',
  unbind: 'Unbind',
  openBot: 'Open the VIP Club from our Telegram bot to bind your account.',
};

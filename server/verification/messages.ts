// Inbox texts of verification results, in every language the app speaks:
// these are 'others' messages, whose title and text the server holds.
import type { Localized } from '../../contract/schemas/common';

export const VERIFIED_MESSAGE: { title: Localized; desc: Localized } = {
  title: { en: 'Account verified', zh: '账户已验证', ms: 'Akaun disahkan' },
  desc: {
    en: 'We have reviewed your screen recording and your account is now verified. You can redeem your coins for free credit.',
    zh: '我们已审核您的屏幕录像，您的账户现已验证。您可以用金币兑换免费彩金了。',
    ms: 'Kami telah menyemak rakaman skrin anda dan akaun anda kini disahkan. Anda boleh menebus syiling untuk kredit percuma.',
  },
};

export function verificationFailedMessage(reason: string): { title: Localized; desc: Localized } {
  const why = reason.trim();
  return {
    title: { en: 'Verification failed', zh: '验证失败', ms: 'Pengesahan gagal' },
    desc: {
      en: `Video verification failed, resubmit or contact support.${why ? `\nReason: ${why}` : ''}`,
      zh: `视频验证失败，请重新提交或联系客服。${why ? `\n原因：${why}` : ''}`,
      ms: `Pengesahan video gagal, hantar semula atau hubungi khidmat pelanggan.${why ? `\nSebab: ${why}` : ''}`,
    },
  };
}

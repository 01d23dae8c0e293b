// The operator console's API paths (SPEC section 7), relative to /api: apart
// from the players' API table (routes.ts), which the players' entry chunk
// carries whole, so none of these strings is in it.

export const ADMIN_API = {
  login: 'admin/login',
  maintenance: 'admin/maintenance',
  faqs: 'admin/faqs',
  faq: (id: number) => `admin/faqs/${id}`,
  page: (slug: string) => `admin/pages/${slug}`,
  promotions: 'admin/promotions',
  promotion: (id: number) => `admin/promotions/${id}`,
  banners: 'admin/banners',
  banner: (id: number) => `admin/banners/${id}`,
  option: (name: string) => `admin/options/${name}`,
  smsOutbox: 'admin/sms-outbox',
  pushOutbox: 'admin/push-outbox',
  telegramOutbox: 'admin/telegram-outbox',
  testClock: 'admin/test-clock',
  redemptions: 'admin/redemptions',
  redemptionApprove: (id: string | number) => `admin/redemptions/${id}/approve`,
  redemptionReject: (id: string | number) => `admin/redemptions/${id}/reject`,
  verifications: 'admin/verifications',
  verificationVideo: (id: string | number) => `admin/verifications/${id}/video`,
  verificationApprove: (id: string | number) => `admin/verifications/${id}/approve`,
  verificationReject: (id: string | number) => `admin/verifications/${id}/reject`,
  playerAdjust: (uid: string) => `admin/players/${uid}/adjust`,
} as const;

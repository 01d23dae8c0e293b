import Type from 'typebox';
import { Localized, SortOrder } from './common';

export const Faq = Type.Object({ id: Type.Integer(), question: Localized, answer: Localized });
export type Faq = Type.Static<typeof Faq>;
export const FaqList = Type.Array(Faq);

export const PAGE_SLUGS = ['terms', 'privacy', 'brand-ambassador'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];
/** A static page; the body is plain text, a blank line between paragraphs. */
export const Page = Type.Object({ slug: Type.Enum(PAGE_SLUGS), title: Localized, body: Localized });
export type Page = Type.Static<typeof Page>;

// Operator edits (the console of a later issue uses the same calls).
export const FaqInput = Type.Object({ question: Localized, answer: Localized, sort: Type.Optional(SortOrder) });
export type FaqInput = Type.Static<typeof FaqInput>;
export const PageInput = Type.Object({ title: Localized, body: Localized });
export type PageInput = Type.Static<typeof PageInput>;
export const PromotionInput = Type.Object({
  title: Localized,
  description: Localized,
  /** paths under the uploads folder, per language */
  img: Localized,
  startDate: Type.String({ format: 'date-time' }),
  endDate: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  sort: Type.Optional(SortOrder),
  active: Type.Optional(Type.Boolean()),
});
export type PromotionInput = Type.Static<typeof PromotionInput>;
export const BannerInput = Type.Object({
  img: Localized,
  link: Localized,
  sort: Type.Optional(SortOrder),
  active: Type.Optional(Type.Boolean()),
});
export type BannerInput = Type.Static<typeof BannerInput>;
export const OptionInput = Type.Object({ value: Type.String({ maxLength: 500 }) });
export type OptionInput = Type.Static<typeof OptionInput>;
export const Created = Type.Object({ id: Type.Integer() });

/** GET admin/sms-outbox: the local SMS provider's messages (never served in production mode). */
export const SmsMessage = Type.Object({ to: Type.String(), text: Type.String(), at: Type.String() });
export type SmsMessage = Type.Static<typeof SmsMessage>;

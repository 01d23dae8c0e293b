// The ladder editor's draft: the numbers as the operator types them
// (strings, so a field can be emptied while typing), turned back into the
// body the server checks. Pure, so it is tested without a page.
import type { LadderBody, Tier } from '../../../contract/loyalty/tiers';
import { BENEFIT_RANGES, type RangedBenefit } from '../../../contract/loyalty/tiersRules';

export const RANGED = Object.keys(BENEFIT_RANGES) as RangedBenefit[];

export interface TierDraft extends Omit<Tier, 'threshold' | 'benefits'> {
  threshold: string;
  benefits: Record<RangedBenefit, string> & { promotionRate: Tier['benefits']['promotionRate'] };
}
export interface LadderDraft {
  period: LadderBody['period'];
  tiers: TierDraft[];
}

const mapRanged = <A, B>(from: Record<RangedBenefit, A>, f: (a: A) => B): Record<RangedBenefit, B> =>
  Object.fromEntries(RANGED.map((k) => [k, f(from[k])])) as Record<RangedBenefit, B>;

export const toDraft = (ladder: LadderBody): LadderDraft => ({
  period: ladder.period,
  tiers: ladder.tiers.map((t) => ({
    ...t,
    threshold: String(t.threshold),
    benefits: { ...mapRanged(t.benefits, String), promotionRate: t.benefits.promotionRate },
  })),
});

/** A typed number as the server reads it: an empty or odd field is NaN, which the schema refuses. */
const num = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The body to save. A field left empty is sent as null (JSON has no NaN): the server refuses the ladder. */
export const toBody = (draft: LadderDraft): LadderBody => ({
  period: draft.period,
  tiers: draft.tiers.map((t) => ({
    ...t,
    threshold: num(t.threshold),
    benefits: { ...mapRanged(t.benefits, num), promotionRate: t.benefits.promotionRate },
  })),
});

/** A new tier on top: the top tier's benefits and colour, a threshold above it, no name yet (the server asks for one). */
export function addTier(draft: LadderDraft): LadderDraft {
  const top = draft.tiers.at(-1);
  const threshold = top ? String((num(top.threshold) || 0) * 2 || 1000) : '0';
  const fresh: TierDraft = top
    ? {
        ...top,
        name: { en: '', zh: '', ms: '' },
        threshold,
        benefits: { ...top.benefits, promotionRate: { ...top.benefits.promotionRate } },
      }
    : {
        name: { en: '', zh: '', ms: '' },
        colour: '#8a8f98',
        badge: 'shield',
        threshold,
        benefits: {
          ...mapRanged<{ min: number }, string>(BENEFIT_RANGES, (r) => String(r.min)),
          promotionRate: { en: '', zh: '', ms: '' },
        },
      };
  return { ...draft, tiers: [...draft.tiers, fresh] };
}

export const removeTier = (draft: LadderDraft, index: number): LadderDraft => ({
  ...draft,
  tiers: draft.tiers.filter((_, i) => i !== index),
});

export const editTier = (draft: LadderDraft, index: number, change: (t: TierDraft) => TierDraft): LadderDraft => ({
  ...draft,
  tiers: draft.tiers.map((t, i) => (i === index ? change(t) : t)),
});

// Teks untuk teknologi bantuan dan pemain papan kekunci (issue 29): pautan
// langkau, suis kurangkan gerakan.
import type { a11y as en } from '../en/a11y';

export const a11y: typeof en = {
  skipToContent: 'Langkau ke kandungan',
  reducedMotion: 'Kurangkan gerakan',
  reducedMotionHint: 'Permainan terus menunjukkan keputusan, tanpa kesan berputar atau terbang',
};

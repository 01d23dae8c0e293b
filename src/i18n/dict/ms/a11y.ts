// Teks untuk teknologi bantuan dan pemain papan kekunci (issue 29): pautan langkau.
import type { a11y as en } from '../en/a11y';

export const a11y: typeof en = {
  skipToContent: 'Langkau ke kandungan',
};

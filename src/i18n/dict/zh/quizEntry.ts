import type { quizEntry as en } from '../en/quizEntry';

export const quizEntry: typeof en = {
  badge: '每周问答',
  body: '每周{{0}}道题 · 答对一题得1金币 · 赢取赛事门票',
  running: '截至{{0}}',
  upcoming: '{{0}}开始',
  // The ambassador page's card: the campaign's whole span, from its data.
  span: '{{0}} 至 {{1}}（GMT+8）',
  cta: '参加问答',
};

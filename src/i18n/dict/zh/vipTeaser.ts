import type { vipTeaser as en } from '../en/vipTeaser';

export const vipTeaser: typeof en = {
  title: 'VIP 俱乐部',
  body: '会员每玩一局都能赚取积分，升级可获得更多转盘次数、更快兑换及每月奖励金币。',
  more: '等级',
};

// Words drawn on the art, per language. Game titles live here too and the
// game content reuses them, so a card never says something the page does not.
import type { GameSlug } from '../../../../contract/constants';
import type { Localized } from '../../../../contract/schemas/common';
import type { BannerName, PromoName } from './paths';

const L = (en: string, zh: string, ms: string): Localized => ({ en, zh, ms });

export const GAME_TITLES: Record<GameSlug, Localized> = {
  squidgame: L('Squid Game', '鱿鱼游戏', 'Permainan Sotong'),
  'spin-wheel': L('Spin Wheel', '幸运转盘', 'Roda Putar'),
  'rock-scissor-paper': L('Rock Scissor Paper', '石头剪刀布', 'Batu Gunting Kertas'),
  fto: L('Find The Odd', '找不同', 'Cari Yang Berbeza'),
  'lucky-egg': L('Lucky Egg', '幸运蛋', 'Telur Bertuah'),
  spinwheelv2: L('Spin Wheel V2', '幸运转盘 V2', 'Roda Putar V2'),
};

export const MERDEKA_SUBTITLE = L('Merdeka Special', '国庆特辑', 'Edisi Merdeka');

export const BANNER_CAPTIONS: Record<BannerName, { title: Localized; sub: Localized; cta: Localized }> = {
  welcome: {
    title: L('Welcome to the VIP Club', '欢迎加入VIP俱乐部', 'Selamat Datang ke Kelab VIP'),
    sub: L('Play mini games, earn coins', '玩小游戏，赚取金币', 'Main permainan mini, kumpul syiling'),
    cta: L('Play now', '立即游戏', 'Main sekarang'),
  },
  'spin-wheel': {
    title: L('Daily Spin Wheel', '每日幸运转盘', 'Roda Putar Harian'),
    sub: L(
      'Deposit RM30 for a spin, win up to RM50',
      '存款RM30得一次转盘，最高赢RM50',
      'Deposit RM30 untuk satu putaran, menang hingga RM50',
    ),
    cta: L('Spin now', '立即转', 'Putar sekarang'),
  },
  redeem: {
    title: L('50 Coins = RM10', '50金币 = RM10', '50 Syiling = RM10'),
    sub: L('Free credit within 24 hours', '免费彩金24小时内到账', 'Kredit percuma dalam 24 jam'),
    cta: L('Redeem now', '立即兑换', 'Tebus sekarang'),
  },
};

export const PROMO_CAPTIONS: Record<PromoName, { big: string; title: Localized; sub: Localized }> = {
  'welcome-bonus': {
    big: '200%',
    title: L('Welcome Bonus', '迎新奖金', 'Bonus Alu-aluan'),
    sub: L('On your first deposit', '首次存款即享', 'Untuk deposit pertama anda'),
  },
  'daily-bonus': {
    big: '50%',
    title: L('Daily Bonus', '每日奖金', 'Bonus Harian'),
    sub: L('Up to 50% every day', '每天最高50%', 'Sehingga 50% setiap hari'),
  },
  'topup-rm20': {
    big: 'RM20',
    title: L('Top Up RM20, Get RM20', '充值RM20送RM20', 'Tambah Nilai RM20, Dapat RM20'),
    sub: L('Double your top-up', '充值翻倍', 'Gandakan tambah nilai anda'),
  },
  'bonus-93': {
    big: '93%',
    title: L('93% Bonus', '93%奖金', 'Bonus 93%'),
    sub: L('Extra credit on your deposit', '存款额外奖励', 'Kredit tambahan atas deposit anda'),
  },
  'mid-autumn': {
    big: '88%',
    title: L('Mid-Autumn Bonus', '中秋奖金', 'Bonus Pesta Tanglung'),
    sub: L('Festival special', '佳节特惠', 'Istimewa perayaan'),
  },
};

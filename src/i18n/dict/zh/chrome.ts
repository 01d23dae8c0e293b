import type { Dict } from '../en';

export const chrome: Dict['chrome'] = {
  brand: 'VIP 奖励俱乐部',
  nav: {
    label: '主导航',
    menu: '快捷菜单',
    menuUnread: '快捷菜单，{{0}} 条未读消息',
  },
  common: {
    opensOutside: '（在应用外打开）',
    /** an empty date field's hint: day, month, year */
    dateHint: '日/月/年',
  },
  contact: {
    close: '关闭联系方式',
  },
  install: {
    iosShare: '在 Safari 中点击“分享”按钮',
    iosAdd: '选择“添加到主屏幕”',
  },
  preloader: {
    data: '正在获取您的奖励',
    images: '正在准备横幅',
    fonts: '正在布置牌桌',
  },
  home: {
    tagline: '玩游戏，集金币，赢免费彩金',
    welcome: '欢迎回来，{{0}}',
    guestTitle: '加入 VIP 俱乐部',
    guestBody: '畅玩免费小游戏，收集金币，兑换免费彩金。',
    quickLinks: '快捷入口',
  },
  banner: {
    label: '精选优惠',
    slide: '横幅 {{0}} / {{1}}',
    goTo: '显示横幅 {{0}} / {{1}}',
  },
  comingSoon: {
    body: '我们正在为此页面做最后的润色，敬请期待！',
  },
  notFound: {
    body: '这个页面走丢了。我们带您回到精彩的地方吧。',
  },
  bigWins: {
    title: '大奖动态',
    won: '{{0}} 在{{3}}赢得 {{1}} 金币 ×{{2}}',
    aPlayer: '一位玩家',
    none: '大奖一出现就会显示在这里',
  },
};

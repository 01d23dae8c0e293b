import type { DeskDict } from './ConsoleApp-desk-en';

// 运营后台的图表与表格导出（问题 26 第 16 项）。
export const desk: DeskDict = {
  charts: '最近 30 天',
  chartsHint: '每天一个点（GMT+8 日，今天在最右边）。每张图下方可查看数据表。',
  day: '日期（GMT+8）',
  empty: '这 30 天内还没有数据。',
  table: '以表格查看数据',
  totals: '30 天合计：{{0}}',
  coins: {
    title: '每日发放与兑换的金币',
    axis: '金币',
    issued: '发放',
    redeemed: '兑换',
  },
  redemptions: {
    title: '每日兑换（对照 {{0}} 小时承诺）',
    axis: '兑换笔数',
    requested: '申请',
    credited: '已到账',
    late: '逾期（当天到期却未兑现）',
  },
  game: {
    title: '{{0}}：投注、派彩与回报',
    amount: '金额（{{0}}）',
    coinsUnit: '金币',
    return: '回报率',
    stakes: '投注',
    payouts: '派彩',
    observed: '实际回报率（30 天累计）',
    declared: '公布的 RTP',
    summary: '30 天实际回报率：{{0}}（公布 {{1}}）',
    noStakes: '尚无投注',
  },
  active: {
    title: '每日活跃玩家',
    axis: '玩家',
    players: '打开应用或金币有变动的玩家',
  },
  csv: {
    download: '下载 CSV',
    ledger: '账本 CSV',
    players: '玩家 CSV',
    busy: '正在准备文件……',
  },
};

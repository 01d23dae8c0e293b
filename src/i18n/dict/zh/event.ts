// 活动页面（src/screens/event）的文字：现在和接下来的活动。
export const event = {
  intro: '按俱乐部时间（GMT+8）显示现在和接下来的活动。',
  nothing: '目前没有进行中的活动，请稍后再来！',
  quiz: {
    title: '每周问答',
    current: '第 {{0}} 周：{{1}} 至 {{2}}',
    next: '下一轮：第 {{0}} 周，{{1}} 开始',
    endsIn: '本周将于 {{0}} 后结束',
    startsIn: '{{0}} 后开始',
    cta: '参加问答',
  },
  egg: {
    title: '今日幸运蛋',
    maintenance: '目前维护中',
    session: '场次 {{0}}',
    open: '进行中，{{0}} 后结束',
    upcoming: '{{0}} 后开始',
    over: '已结束',
    cta: '去砸蛋',
  },
  promotions: {
    title: '进行中的优惠',
    cta: '全部优惠',
  },
};

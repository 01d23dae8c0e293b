// 读屏和键盘玩家的游戏文字（issue 29）：无障碍按钮的标签和实时播报。只说画面所示，不多说。
import type { gamesA11y as en } from '../en/gamesA11y';

export const gamesA11y: typeof en = {
  board: '游戏操作',
  seconds: '还剩 {{0}} 秒',
  timeUp: '时间到',
  wheel: {
    spin: '转动',
    spinning: '转盘正在转动',
    won: '转盘停在 {{0}}。您赢了！',
    stopped: '转盘停在 {{0}}',
  },
  fto: {
    card: '第 {{0}} 张卡，共 {{1}} 张，第 {{2}} 行',
    round: '第 {{0}} 轮，共 {{1}} 轮：找出不同的图片',
    picked: '您选了第 {{0}} 张卡',
    right: '答对了！目前答对 {{0}} 题',
    wrong: '答错了。不同的图片是第 {{0}} 张卡',
    timeUp: '时间到。不同的图片是第 {{0}} 张卡',
    finished: '游戏结束：答对 {{0}} 题',
  },
};

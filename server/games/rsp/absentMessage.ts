// The inbox message a player gets when a match ended while they made no move
// in its last round: the app was closed or left mid-match (or mid-search, and
// the house came), and the match played on to its end without them (issue 26).
// A player who quit chose it and saw the end, so they get none; nor does a winner.
import type { Localized } from '../../../contract/schemas/common';
import type { RspMatch, Side } from './match';

export interface InboxText {
  title: Localized;
  desc: Localized;
}

/** The message for `side` at the end of `m`, or null when that side was there or won. */
export function absentMessage(m: RspMatch, side: Side): InboxText | null {
  const ended = m.ended;
  if (!ended || ended.reason === 'quit' || ended.winner === side || m.misses[side] === 0) return null;
  const bet = m.bet;
  if (ended.winner === null) {
    return {
      title: {
        en: 'Rock scissor paper: your stake is back',
        zh: '石头剪刀布：您的下注已退回',
        ms: 'Batu gunting kertas: pertaruhan anda dikembalikan',
      },
      desc: {
        en: `Your ${bet}-coin match ended while neither side was making moves, so it was void and your ${bet} coins are back in your wallet.`,
        zh: `您下注 ${bet} 金币的对局在双方都未出拳时结束，对局作废，${bet} 金币已退回您的钱包。`,
        ms: `Perlawanan ${bet} syiling anda tamat ketika kedua-dua pihak tidak membuat gerakan, jadi ia terbatal dan ${bet} syiling anda telah dikembalikan ke dompet anda.`,
      },
    };
  }
  return {
    title: {
      en: 'Rock scissor paper: a match ended without your move',
      zh: '石头剪刀布：对局在您未出拳时结束',
      ms: 'Batu gunting kertas: perlawanan tamat tanpa gerakan anda',
    },
    desc: {
      en: `Your ${bet}-coin match played on without a move from you in its last round, as happens when the app is closed or left during a search or a match, and a round without your move is lost. The match is over and your stake of ${bet} coins is lost. Keep the game open from the search until the result shows.`,
      zh: `您下注 ${bet} 金币的对局在最后一回合没有收到您的出拳（在匹配或对局中关闭或离开应用时会这样），未出拳的回合判负。对局已结束，您的 ${bet} 金币下注已输掉。从开始匹配到结果出现前，请保持游戏开启。`,
      ms: `Perlawanan ${bet} syiling anda diteruskan tanpa gerakan daripada anda dalam pusingan terakhirnya, seperti yang berlaku apabila aplikasi ditutup atau ditinggalkan semasa carian atau perlawanan, dan pusingan tanpa gerakan anda dikira kalah. Perlawanan telah tamat dan pertaruhan ${bet} syiling anda hilang. Biarkan permainan terbuka dari carian sehingga keputusan dipaparkan.`,
    },
  };
}

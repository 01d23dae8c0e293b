// Inbox texts of the lucky roulette's awards, in every language the app
// speaks: 'others' messages, whose title and text the server holds. The
// prize's own label is the operator's, in each language.
import type { Localized } from '../../../contract/schemas/common';

export interface InboxText {
  title: Localized;
  desc: Localized;
}

/** A physical prize (race tickets): the club will reach the winner, who must be reachable within the contact days. */
export function prizeWonMessage(label: Localized, weekNumber: number, contactDays: number): InboxText {
  return {
    title: { en: `You won ${label.en}!`, zh: `恭喜您赢得${label.zh}！`, ms: `Anda memenangi ${label.ms}!` },
    desc: {
      en: `Congratulations! The Racing Q&A lucky roulette of week ${weekNumber} gave you ${label.en}. Our team will contact you within ${contactDays} days to arrange delivery, so please keep your phone reachable: a prize whose winner cannot be reached in time is forfeited. Physical prizes are mailed within 14 working days.`,
      zh: `恭喜！赛车问答第 ${weekNumber} 周的幸运轮盘为您赢得了${label.zh}。我们的团队将在 ${contactDays} 天内与您联系安排寄送，请保持电话畅通：如在期限内无法联系到得奖者，奖品将被取消。实物奖品将在 14 个工作日内寄出。`,
      ms: `Tahniah! Rolet Bertuah Kuiz Perlumbaan minggu ${weekNumber} memberi anda ${label.ms}. Pasukan kami akan menghubungi anda dalam masa ${contactDays} hari untuk mengatur penghantaran, jadi pastikan telefon anda boleh dihubungi: hadiah yang pemenangnya tidak dapat dihubungi dalam tempoh itu akan dilucutkan. Hadiah fizikal akan dipos dalam masa 14 hari bekerja.`,
    },
  };
}

/** A coins prize: already in the wallet when the message is read. */
export function coinsWonMessage(coins: number, weekNumber: number): InboxText {
  return {
    title: { en: `You won ${coins} coins!`, zh: `恭喜您赢得 ${coins} 金币！`, ms: `Anda memenangi ${coins} syiling!` },
    desc: {
      en: `The Racing Q&A lucky roulette of week ${weekNumber} gave you ${coins} coins. They are in your wallet now.`,
      zh: `赛车问答第 ${weekNumber} 周的幸运轮盘为您赢得了 ${coins} 金币，已存入您的钱包。`,
      ms: `Rolet Bertuah Kuiz Perlumbaan minggu ${weekNumber} memberi anda ${coins} syiling. Syiling itu kini dalam dompet anda.`,
    },
  };
}

/** The winner could not be reached in time: the prize lapsed and goes to nobody. */
export function prizeForfeitedMessage(label: Localized, weekNumber: number): InboxText {
  return {
    title: { en: 'Prize forfeited', zh: '奖品已被取消', ms: 'Hadiah dilucutkan' },
    desc: {
      en: `We could not reach you in time for the ${label.en} you won in week ${weekNumber} of the Racing Q&A, so the prize has been forfeited.`,
      zh: `我们未能在期限内联系到您，您在赛车问答第 ${weekNumber} 周赢得的${label.zh}已被取消。`,
      ms: `Kami tidak dapat menghubungi anda dalam tempoh yang ditetapkan bagi ${label.ms} yang anda menangi pada minggu ${weekNumber} Kuiz Perlumbaan, jadi hadiah itu telah dilucutkan.`,
    },
  };
}

/** The prize left the club: it is on its way. */
export function prizeShippedMessage(label: Localized, weekNumber: number): InboxText {
  return {
    title: { en: 'Your prize is on its way', zh: '您的奖品已寄出', ms: 'Hadiah anda dalam perjalanan' },
    desc: {
      en: `The ${label.en} you won in week ${weekNumber} of the Racing Q&A has been sent.`,
      zh: `您在赛车问答第 ${weekNumber} 周赢得的${label.zh}已寄出。`,
      ms: `${label.ms} yang anda menangi pada minggu ${weekNumber} Kuiz Perlumbaan telah dihantar.`,
    },
  };
}

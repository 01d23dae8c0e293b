// Demo accounts and their history. Coins go through the ledger like any
// real move, so the demo balance is what its entries add up to.
import { hashPassword } from '../../auth/password';
import { holdForRedeem, postEntry, settleHold, type LedgerTx } from '../../ledger';
import { redemptionRef } from '../../lib/redemptionRef';
import { payoutReference } from '../../payouts';
import { art } from './art/paths';
import { DEMO_NORMAL_PLAYER, DEMO_OPERATOR, DEMO_PLAYER } from './credentials';
import { L, days, json } from './util';
import { ledgerNote } from '../../../contract/ledgerNotes';

const HOUR_MS = 3_600_000;
const COIN_EXPIRY_DAYS = 90;

export async function seedPlayers(trx: LedgerTx, now: Date): Promise<void> {
  const demo = await trx
    .insertInto('players')
    .values({
      uid: DEMO_PLAYER.uid,
      full_name: 'Demo Player',
      password_hash: await hashPassword(DEMO_PLAYER.password),
      phone: '+60123456789',
      role: 'vip',
      verified: true,
      created_at: days(now, -30),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('players')
    .values({
      uid: DEMO_NORMAL_PLAYER.uid,
      full_name: 'Normal Player',
      password_hash: await hashPassword(DEMO_NORMAL_PLAYER.password),
      phone: '+60198765432',
      role: 'normal',
      verified: false,
      created_at: days(now, -10),
    })
    .execute();
  const operator = await trx
    .insertInto('operators')
    .values({
      username: DEMO_OPERATOR.username,
      password_hash: await hashPassword(DEMO_OPERATOR.password),
      role: 'admin',
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  await seedDemoLedger(trx, demo.id, operator.id, now);
  await seedDemoInbox(trx, demo.id, now);
  await trx
    .insertInto('redeemable_bonuses')
    .values({
      player_id: demo.id,
      tx_amount: 10,
      turnover: 30,
      status: 'Pending',
      created_date: days(now, -1),
    })
    .execute();
  await trx
    .insertInto('spin_chances')
    .values(
      [1, 2].map(() => ({
        player_id: demo.id,
        game: 'SPINWHEELV2' as const,
        source: 'deposit',
        granted_at: new Date(now.getTime() - HOUR_MS),
      })),
    )
    .execute();
}

/**
 * 100 + 40 + 5 - 30 - 50 (redeemed) = 65 available: enough to try one more
 * redemption. Written in the order the moves happened (the expiry walk reads
 * them in ledger order).
 */
async function seedDemoLedger(trx: LedgerTx, playerId: number, operatorId: number, now: Date): Promise<void> {
  const earned = (daysAgo: number): { createdAt: Date; expiresAt: Date } => ({
    createdAt: days(now, -daysAgo),
    expiresAt: days(now, COIN_EXPIRY_DAYS - daysAgo),
  });
  await postEntry(trx, {
    playerId,
    type: 'ADJUST',
    amount: 100,
    idempotencyKey: 'seed:welcome',
    note: ledgerNote('welcomeBonus'),
    ...earned(5),
  });
  // An operator's reward, told in the 'coin' inbox message below.
  await postEntry(trx, {
    playerId,
    type: 'ADJUST',
    amount: 40,
    idempotencyKey: 'seed:event',
    note: ledgerNote('eventReward'),
    ...earned(3),
  });
  await seedApprovedRedemption(trx, playerId, operatorId, now);
  // A short expiry on purpose, so the home screen shows an expiring figure.
  await postEntry(trx, {
    playerId,
    type: 'FINDTHEODD',
    amount: 5,
    idempotencyKey: 'seed:fto',
    note: ledgerNote('ftoReward'),
    createdAt: days(now, -2),
    expiresAt: days(now, 10),
  });
  await postEntry(trx, {
    playerId,
    type: 'SPENT',
    amount: -30,
    idempotencyKey: 'seed:spent',
    note: ledgerNote('squidBet'),
    createdAt: days(now, -1),
  });
}

/**
 * 50 coins redeemed for RM10, asked two and a half days ago and approved
 * and credited a day later: the redemption the redeem screen lists, its hold
 * in the ledger, and the 'redeem' inbox message below, as a real redeem
 * and an operator's approval leave them.
 */
async function seedApprovedRedemption(trx: LedgerTx, playerId: number, operatorId: number, now: Date): Promise<void> {
  const asked = days(now, -2.5);
  const decided = days(now, -1.5);
  const { id } = await trx
    .insertInto('redemptions')
    .values({
      player_id: playerId,
      coins: 50,
      credit_rm: 10,
      status: 'Success',
      idempotency_key: 'seed:redeem',
      created_at: asked,
      decided_at: decided,
      decided_by: operatorId,
      credited_at: decided,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('redemptions')
    .set({ credit_reference: payoutReference('redeem', id) })
    .where('id', '=', id)
    .execute();
  await holdForRedeem(trx, {
    playerId,
    amount: 50,
    ref: redemptionRef(id),
    idempotencyKey: `redeem:${id}`,
    note: ledgerNote('redeem'),
    createdAt: asked,
  });
  await settleHold(trx, { playerId, amount: 50 });
}

async function seedDemoInbox(trx: LedgerTx, playerId: number, now: Date): Promise<void> {
  const messages = await trx
    .insertInto('inbox_messages')
    .values([
      {
        player_id: null,
        kind: 'others',
        img: art.inbox('notice'),
        created_at: days(now, -4),
        title: json(L('Welcome to the VIP Club', '欢迎加入VIP俱乐部', 'Selamat datang ke Kelab VIP')),
        descr: json(
          L(
            'Play mini games every day to earn coins, then redeem 50 coins for RM10 free credit.',
            '每天玩小游戏赚取金币，50枚金币可兑换RM10免费彩金。',
            'Main permainan mini setiap hari untuk kumpul syiling, kemudian tebus 50 syiling untuk kredit percuma RM10.',
          ),
        ),
      },
      {
        player_id: playerId,
        kind: 'coin',
        img: art.inbox('coins'),
        coin: 40,
        created_at: days(now, -3),
        title: json(L('Weekend event reward', '周末活动奖励', 'Ganjaran acara hujung minggu')),
        descr: json(
          L(
            'Thank you for joining the weekend event: 40 coins have been added to your wallet.',
            '感谢您参加周末活动：40枚金币已存入您的钱包。',
            'Terima kasih kerana menyertai acara hujung minggu: 40 syiling telah ditambah ke dompet anda.',
          ),
        ),
      },
      {
        player_id: playerId,
        kind: 'redeem',
        img: art.inbox('redeem'),
        redeem_credit: 10,
        redeem_status: 'Success',
        created_at: days(now, -1.5),
        title: json(L('Redemption credited', '兑换已到账', 'Penebusan dikreditkan')),
        descr: json(
          L(
            'Your free credit has been credited to your H5 account.',
            '您的免费彩金已存入您的H5账户。',
            'Kredit percuma anda telah dikreditkan ke akaun H5 anda.',
          ),
        ),
      },
    ])
    .returning('id')
    .execute();
  // The broadcast is already read; the two personal messages stay unread for the badge.
  const broadcast = messages[0];
  if (broadcast) {
    await trx
      .insertInto('inbox_reads')
      .values({ message_id: broadcast.id, player_id: playerId, read_at: days(now, -3) })
      .execute();
  }
}

// Message keys of SPEC sections 5 and 8. The server answers with these keys and
// the client translates them; every key exists in en, zh and ms.
//
// Where the catalogue's look-alikes come from (tests/server/catalogue-messages.test.ts):
//   registerFailed         409: a registration the database gave up on (serialization failure,
//                          deadlock, a timeout, another unique row); nothing kept, the code still works
//   insufficientBalance    400: a redemption the player's coins do not reach
//   balanceNotEnough       400: a redemption or a rock scissor paper stake the balance shown covers,
//                          but coins held by a pending redemption leave too few available
//   insufficientCoins      400: a stake the coins do not reach (the ledger's CHECK refusing)
//   playerInsufficientCoin 400: an operator taking more coins than the player has (args: [uid])
//   noMoreRewards          409: the quiz roulette after the week gave away every prize it had
//   accessBlock            403 on every call and login, and the socket's refusal: a player an
//                          operator blocked (PUT admin/players/{uid}/block)

export const MSG = {
  internalServerError: 'msg.internalServerError',
  sessionExpired: 'msg.sessionExpired',
  invalidAccount: 'msg.invalidAccount',
  forbidden: 'msg.forbidden',
  invalidRequest: 'msg.invalidRequest',
  invalidToken: 'msg.invalidToken',
  accountExist: 'msg.accountExist',
  phoneExist: 'msg.phoneExist',
  invalidLink: 'msg.invalidLink',
  invalidRegisterToken: 'msg.invalidRegisterToken',
  incorrectVerificationCode: 'msg.incorrectVerificationCode',
  registerFailed: 'msg.registerFailed',
  loggedInOtherDevices: 'msg.loggedInOtherDevices',
  tooFrequent: 'msg.tooFrequent',
  tooFrequentSeconds: 'msg.tooFrequentSeconds',
  networkSlow: 'msg.networkSlow',
  /** the client's own, never the server's: no answer while the device reports no network */
  offline: 'msg.offline',
  insufficientBalance: 'msg.insufficientBalance',
  balanceNotEnough: 'msg.balanceNotEnough',
  insufficientCoins: 'msg.insufficientCoins',
  playerInsufficientCoin: 'msg.playerInsufficientCoin',
  noMoreChancesToSpin: 'msg.noMoreChancesToSpin',
  noMoreRewards: 'msg.noMoreRewards',
  alreadySpin: 'msg.alreadySpin',
  eventNotStart: 'msg.eventNotStart',
  invalidAnswer: 'msg.invalidAnswer',
  invalidQuestion: 'msg.invalidQuestion',
  participantsFull: 'msg.participantsFull',
  invalidGame: 'msg.invalidGame',
  gameMaintenance: 'msg.gameMaintenance',
  systemMaintenance: 'msg.systemMaintenance',
  gameInPreparation: 'msg.gameInPreparation',
  noTransactionFound: 'msg.noTransactionFound',
  noHistoryFound: 'msg.noHistoryFound',
  noPromotionsFound: 'msg.noPromotionsFound',
  inboxNotFound: 'msg.inboxNotFound',
  noHelpdeskFound: 'msg.noHelpdeskFound',
  invalidPlayerId: 'msg.invalidPlayerId',
  invalidSessionId: 'msg.invalidSessionId',
  telegramBoundToAnother: 'msg.telegramBoundToAnother',
  hashMismatch: 'msg.hashMismatch',
  authDataTooOld: 'msg.authDataTooOld',
  updateFailed: 'msg.updateFailed',
  imageLoadFail: 'msg.imageLoadFail',
  videoVerificationFailed: 'msg.videoVerificationFailed',
  uploadFailed: 'msg.uploadFailed',
  // socket errors
  pleaseLoginToContinue: 'msg.pleaseLoginToContinue',
  accessBlock: 'msg.accessBlock',
  sessionConflict: 'msg.sessionConflict',
  /** the socket handshake came from an app older than the server's protocol (contract/realtime.ts) */
  clientOutdated: 'msg.clientOutdated',
  // roles (SPEC section 6)
  contactSupportUpgradeVip: 'msg.contactSupportUpgradeVip',
  invalidRole: 'msg.invalidRole',
  // validation (SPEC section 5)
  invalidUid: 'msg.invalidUid',
  invalidFullName: 'msg.invalidFullName',
  invalidPhoneNumber: 'msg.invalidPhoneNumber',
  invalidPassword: 'msg.invalidPassword',
  invalidConfirmPassword: 'msg.invalidConfirmPassword',
  invalidOtp: 'msg.invalidOtp',
  otpExpired: 'msg.otpExpired',
  checkTerms: 'msg.checkTerms',
  checkUidFirst: 'msg.checkUidFirst',
  uidAvailable: 'msg.uidAvailable',
  uidUpdated: 'msg.uidUpdated',
  unableChangeUid: 'msg.unableChangeUid',
  invalidCredentials: 'msg.invalidCredentials',
  invalidOperatorCredentials: 'msg.invalidOperatorCredentials',
  invalidVideo: 'msg.invalidVideo',
  // redeem (SPEC section 1: verify with a screen recording before claiming free credit)
  verifyAccountFirst: 'msg.verifyAccountFirst',
  // rounds of a game (added: the spec names no message for them)
  noMorePlaysToday: 'msg.noMorePlaysToday',
  roundTimeUp: 'msg.roundTimeUp',
  roundAnswered: 'msg.roundAnswered',
  roundNotOpen: 'msg.roundNotOpen',
  finishPlayFirst: 'msg.finishPlayFirst',
  // stakes (added: the spec names no message for a bet outside its bounds or a second egg in a session)
  invalidBet: 'msg.invalidBet',
  alreadyParticipated: 'msg.alreadyParticipated',
  cashoutNeedsStep: 'msg.cashoutNeedsStep',
  // the quiz console: an edit that would change what players already play (added: the spec names none)
  quizAlreadyStarted: 'msg.quizAlreadyStarted',
  quizAlreadyPlayed: 'msg.quizAlreadyPlayed',
  quizDatesOverlap: 'msg.quizDatesOverlap',
  // the player's own limits (added: the spec names none; server/limits)
  stakeLimitDaily: 'msg.stakeLimitDaily',
  stakeLimitWeekly: 'msg.stakeLimitWeekly',
  onBreak: 'msg.onBreak',
  selfExcluded: 'msg.selfExcluded',
  cannotShortenPause: 'msg.cannotShortenPause',
  // missions (added: server/loyalty/missions): the console's bad input, then a player's claim refused
  missionTextMissing: 'msg.missionTextMissing',
  missionGoalInvalid: 'msg.missionGoalInvalid',
  missionPeriodInvalid: 'msg.missionPeriodInvalid',
  missionTargetInvalid: 'msg.missionTargetInvalid',
  missionRewardInvalid: 'msg.missionRewardInvalid',
  missionDatesInvalid: 'msg.missionDatesInvalid',
  missionNotFinished: 'msg.missionNotFinished',
  missionExpired: 'msg.missionExpired',
  missionClaimed: 'msg.missionClaimed',
  // the VIP tiers' ladder (added: the spec names none; server/loyalty/tiers)
  tierLadderEmpty: 'msg.tierLadderEmpty',
  tierNameMissing: 'msg.tierNameMissing',
  tierThresholdsNotRising: 'msg.tierThresholdsNotRising',
  tierBenefitOutOfRange: 'msg.tierBenefitOutOfRange',
  tierManualInvalid: 'msg.tierManualInvalid',
  tierManualUntilInvalid: 'msg.tierManualUntilInvalid',
  tierManualReasonMissing: 'msg.tierManualReasonMissing',
  // the public holidays a physical prize's mail-by day skips (added: server/holidays)
  holidayDateInvalid: 'msg.holidayDateInvalid',
  holidayNameMissing: 'msg.holidayNameMissing',
} as const;

export type MsgKey = (typeof MSG)[keyof typeof MSG];

/** Socket connect errors that end the session (SPEC section 8); any other is ignored. */
// Literal keys, not MSG's: the channel worker holds the socket, and reading MSG there would bundle the whole catalogue into it.
export const SOCKET_LOGOUT_ERRORS: readonly MsgKey[] = [
  'msg.pleaseLoginToContinue',
  'msg.accessBlock',
  'msg.sessionConflict',
  'msg.forbidden',
];

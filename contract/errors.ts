// Message keys of SPEC sections 5 and 8. The server answers with these keys and
// the client translates them; every key exists in en, zh and ms.

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
  // the client's own (never sent by the server): no response and the browser offline; the sync worker ended mid-write
  offline: 'msg.offline',
  connectionRestarted: 'msg.connectionRestarted',
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
} as const;

export type MsgKey = (typeof MSG)[keyof typeof MSG];

/** Socket connect errors that end the session (SPEC section 8); any other is ignored. */
export const SOCKET_LOGOUT_ERRORS: readonly MsgKey[] = [
  MSG.pleaseLoginToContinue, MSG.accessBlock, MSG.sessionConflict, MSG.forbidden,
];

/** Refresh failures that end the session (SPEC section 8). */
export const REFRESH_LOGOUT_ERRORS: readonly MsgKey[] = [MSG.sessionExpired, MSG.invalidAccount];

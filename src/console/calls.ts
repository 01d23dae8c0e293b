// Every call the console makes, one typed function each: paths from
// contract/routes.ts (API) and schemas/console.ts (CONSOLE_API), bodies and
// answers from contract/schemas. The tabs call these, never consoleApi.
import type Type from 'typebox';
import type { QuizAwardState } from '../../contract/games/quiz';
import type {
  AdminQuizAward,
  AdminQuizAwardPage,
  AdminQuizCampaign,
  QuizAwardStateBody,
  QuizCampaignInput,
  QuizPrizesBody,
  QuizQuestionsBody,
  QuizWeekInput,
} from '../../contract/games/quizConsole';
import {
  HOLIDAYS_API,
  QUIZ_MAIL_API,
  type PublicHolidayInput,
  type PublicHolidayList,
  type QuizMailLate,
} from '../../contract/games/quizMail';
import { QUIZ_CONSOLE_API } from '../../contract/games/quizRules';
import type { BetBounds } from '../../contract/games/wager';
import type { AdminExclude, AdminPlayerLimits } from '../../contract/limits';
import { LIMITS_API } from '../../contract/limitsRules';
import {
  WAGER_CONSOLE_API,
  type AdminWagerSettings,
  type BigWinSettingsBody,
  type EggPrizesBody,
  type EggSlotsBody,
} from '../../contract/games/wagerConsole';
import { API } from '../../contract/routes';
import { ADMIN_API } from '../../contract/adminRoutes';
import type { AdminLoginBody, AdminLoginResponse, MaintenanceUpdate } from '../../contract/schemas/auth';
import type { Ok } from '../../contract/schemas/common';
import {
  CONSOLE_API,
  type AdminContent,
  type AdminGame,
  type AdminPlayer,
  type AuditRow,
  type AutoApproval,
  type AutoApprovalBody,
  type Dashboard,
  type InboxPostBody,
  type InboxPostResponse,
  type SpinLimitBody,
  type SpinLimitResponse,
  type PlayerBlockBody,
  type PlayerBlockResponse,
  type AdminOperator,
  type MyPasswordBody,
  type OperatorCreateBody,
} from '../../contract/schemas/console';
import type {
  BannerInput,
  Created,
  Faq,
  FaqInput,
  OptionInput,
  Page,
  PageInput,
  PageSlug,
  PromotionInput,
} from '../../contract/schemas/content';
import type { Maintenance } from '../../contract/schemas/refresh';
import type {
  AdjustBody,
  AdjustResponse,
  AdminRedemption,
  AdminRedemptionPage,
  AdminVerification,
  AdminVerificationPage,
  RedeemStatus,
  RejectBody,
  VideoStatus,
} from '../../contract/schemas/wallet';
import type { AdminMission, AdminMissionList, MissionInput } from '../../contract/loyalty/missions';
import { MISSIONS_API } from '../../contract/loyalty/missionsRules';
import type { FestivalDay, FestivalList } from '../../contract/loyalty/streaks';
import { FESTIVALS_API } from '../../contract/loyalty/streaksRules';
import { DESK_API, type DashboardSeries, type ExportTable } from '../../contract/schemas/consoleDesk';
import type {
  AdminPlayerTier,
  LadderBody,
  LadderConsole,
  ManualTierBody,
  PointsAdjustBody,
  PointsAdjustResponse,
  TierSummary,
} from '../../contract/loyalty/tiers';
import { TIERS_API } from '../../contract/loyalty/tiersRules';
import { consoleApi, downloadFile, fetchVideo } from './api';

type OkAnswer = Type.Static<typeof Ok>;
type CreatedAnswer = Type.Static<typeof Created>;

// The cursor pages of the queues: 50 a page, optionally one status.
const pageParams = (status: string | null, cursor: string | null) => ({
  limit: 50,
  ...(status ? { status } : {}),
  ...(cursor ? { cursor } : {}),
});

export const signIn = (body: AdminLoginBody) => consoleApi.post<AdminLoginResponse>(ADMIN_API.login, body);

// System
export const fetchMaintenance = () => consoleApi.get<Maintenance>(API.maintenance);
export const setMaintenance = (body: MaintenanceUpdate) => consoleApi.put<Maintenance>(ADMIN_API.maintenance, body);
export const fetchGames = () => consoleApi.get<AdminGame[]>(CONSOLE_API.games);
export const setGameMaintenance = (slug: string, maintenance: boolean) =>
  consoleApi.put<AdminGame>(CONSOLE_API.gameMaintenance(slug), { maintenance });

// Redemptions and verifications
/** The queue: Pending comes by deadline (oldest first); `overdue` keeps the pending ones past the promise; `uid` searches. */
export const fetchRedemptions = (filter: { status: RedeemStatus | null; overdue: boolean; uid: string }, cursor: string | null) =>
  consoleApi.get<AdminRedemptionPage>(ADMIN_API.redemptions, {
    ...pageParams(filter.status, cursor),
    ...(filter.overdue ? { overdue: true } : {}),
    ...(filter.uid ? { uid: filter.uid } : {}),
  });
export const fetchAutoApproval = () => consoleApi.get<AutoApproval>(CONSOLE_API.autoApproval);
export const setAutoApproval = (body: AutoApprovalBody) => consoleApi.put<AutoApproval>(CONSOLE_API.autoApproval, body);
export const fetchDashboard = () => consoleApi.get<Dashboard>(CONSOLE_API.dashboard);
export const fetchDashboardSeries = () => consoleApi.get<DashboardSeries>(DESK_API.series);
/** A table as CSV, with the filters the table shows (empty ones left out). */
export function downloadCsv(table: ExportTable, filters: Record<string, string | number | null> = {}): Promise<void> {
  const set = Object.entries(filters).flatMap(([name, value]) => (value === null || value === '' ? [] : [[name, String(value)]]));
  const query = new URLSearchParams(set).toString();
  return downloadFile(`${DESK_API.export(table)}${query ? `?${query}` : ''}`);
}
export const approveRedemption = (id: number) => consoleApi.post<AdminRedemption>(ADMIN_API.redemptionApprove(id));
export const rejectRedemption = (id: number, body: RejectBody) => consoleApi.post<AdminRedemption>(ADMIN_API.redemptionReject(id), body);
export const fetchVerifications = (status: VideoStatus | null, cursor: string | null) =>
  consoleApi.get<AdminVerificationPage>(ADMIN_API.verifications, pageParams(status, cursor));
export const approveVerification = (id: number) => consoleApi.post<AdminVerification>(ADMIN_API.verificationApprove(id));
export const rejectVerification = (id: number, body: RejectBody) =>
  consoleApi.post<AdminVerification>(ADMIN_API.verificationReject(id), body);
/** The recording as an object URL the caller revokes. */
export const fetchVerificationVideo = (id: number) => fetchVideo(ADMIN_API.verificationVideo(id));

// Players
export const findPlayers = (q: string) => consoleApi.get<AdminPlayer[]>(CONSOLE_API.players, { q });
export const adjustCoins = (uid: string, body: AdjustBody) => consoleApi.post<AdjustResponse>(ADMIN_API.playerAdjust(uid), body);
export const setSpinLimit = (uid: string, body: SpinLimitBody) => consoleApi.put<SpinLimitResponse>(CONSOLE_API.spinLimit(uid), body);
export const setPlayerBlock = (uid: string, body: PlayerBlockBody) =>
  consoleApi.put<PlayerBlockResponse>(CONSOLE_API.playerBlock(uid), body);
export const fetchPlayerLimits = (uid: string) => consoleApi.get<AdminPlayerLimits>(LIMITS_API.adminLimits(uid));
export const excludePlayer = (uid: string, body: AdminExclude) => consoleApi.put<AdminPlayerLimits>(LIMITS_API.adminExclusion(uid), body);

// Inbox and audit
export const postInbox = (body: InboxPostBody) => consoleApi.post<InboxPostResponse>(CONSOLE_API.inbox, body);
export const fetchAudit = () => consoleApi.get<AuditRow[]>(CONSOLE_API.audit, { limit: 100 });

// Operators: one's own password (everyone), the accounts (admins)
export const changeMyPassword = (body: MyPasswordBody) => consoleApi.put<OkAnswer>(CONSOLE_API.myPassword, body);
export const fetchOperators = () => consoleApi.get<AdminOperator[]>(CONSOLE_API.operators);
export const addOperator = (body: OperatorCreateBody) => consoleApi.post<AdminOperator>(CONSOLE_API.operators, body);
export const setOperatorPassword = (id: number, password: string) =>
  consoleApi.put<OkAnswer>(CONSOLE_API.operatorPassword(id), { password });

// Content
export const fetchFaqs = () => consoleApi.get<Faq[]>(API.faqs);
export const addFaq = (body: FaqInput) => consoleApi.post<CreatedAnswer>(ADMIN_API.faqs, body);
export const editFaq = (id: number, body: FaqInput) => consoleApi.put<Faq>(ADMIN_API.faq(id), body);
export const removeFaq = (id: number) => consoleApi.del<OkAnswer>(ADMIN_API.faq(id));
export const fetchPage = (slug: PageSlug) => consoleApi.get<Page>(API.page(slug));
export const editPage = (slug: PageSlug, body: PageInput) => consoleApi.put<Page>(ADMIN_API.page(slug), body);
export const fetchContent = () => consoleApi.get<AdminContent>(CONSOLE_API.content);
export const addPromotion = (body: PromotionInput) => consoleApi.post<CreatedAnswer>(ADMIN_API.promotions, body);
export const editPromotion = (id: number, body: PromotionInput) => consoleApi.put<OkAnswer>(ADMIN_API.promotion(id), body);
export const removePromotion = (id: number) => consoleApi.del<OkAnswer>(ADMIN_API.promotion(id));
export const addBanner = (body: BannerInput) => consoleApi.post<CreatedAnswer>(ADMIN_API.banners, body);
export const editBanner = (id: number, body: BannerInput) => consoleApi.put<OkAnswer>(ADMIN_API.banner(id), body);
export const removeBanner = (id: number) => consoleApi.del<OkAnswer>(ADMIN_API.banner(id));
/** A contact link; the server answers the option as saved, which nothing reads. */
export const setOption = async (name: string, body: OptionInput): Promise<void> => {
  await consoleApi.put<unknown>(ADMIN_API.option(name), body);
};

// The quiz campaign (contract/games/quizConsole.ts): ':id' is a campaign, week or award id.
const quizPath = (path: string, id: number) => path.replace(':id', String(id));
export const fetchQuizCampaigns = () => consoleApi.get<AdminQuizCampaign[]>(QUIZ_CONSOLE_API.campaigns);
export const addQuizCampaign = (body: QuizCampaignInput) => consoleApi.post<AdminQuizCampaign>(QUIZ_CONSOLE_API.campaigns, body);
export const editQuizCampaign = (id: number, body: QuizCampaignInput) =>
  consoleApi.put<AdminQuizCampaign>(quizPath(QUIZ_CONSOLE_API.campaign, id), body);
export const addQuizWeek = (campaignId: number, body: QuizWeekInput) =>
  consoleApi.post<AdminQuizCampaign>(quizPath(QUIZ_CONSOLE_API.weeks, campaignId), body);
export const editQuizWeek = (weekId: number, body: QuizWeekInput) =>
  consoleApi.put<AdminQuizCampaign>(quizPath(QUIZ_CONSOLE_API.week, weekId), body);
export const putQuizQuestions = (weekId: number, body: QuizQuestionsBody) =>
  consoleApi.put<AdminQuizCampaign>(quizPath(QUIZ_CONSOLE_API.questions, weekId), body);
export const putQuizPrizes = (campaignId: number, body: QuizPrizesBody) =>
  consoleApi.put<AdminQuizCampaign>(quizPath(QUIZ_CONSOLE_API.prizes, campaignId), body);
export const fetchQuizAwards = (
  filter: { state: QuizAwardState | null; campaignId: number | null; weekId: number | null },
  cursor: string | null,
) =>
  consoleApi.get<AdminQuizAwardPage>(QUIZ_CONSOLE_API.awards, {
    limit: 50,
    ...(filter.state ? { state: filter.state } : {}),
    ...(filter.campaignId ? { campaignId: filter.campaignId } : {}),
    ...(filter.weekId ? { weekId: filter.weekId } : {}),
    ...(cursor ? { cursor } : {}),
  });
export const moveQuizAward = (id: number, body: QuizAwardStateBody) =>
  consoleApi.put<AdminQuizAward>(quizPath(QUIZ_CONSOLE_API.award, id), body);
export const fetchQuizMailLate = () => consoleApi.get<QuizMailLate>(QUIZ_MAIL_API.late);
export const fetchHolidays = () => consoleApi.get<PublicHolidayList>(HOLIDAYS_API.admin);
export const putHoliday = (body: PublicHolidayInput) => consoleApi.put<OkAnswer>(HOLIDAYS_API.admin, body);
export const deleteHoliday = (day: string) => consoleApi.del<OkAnswer>(HOLIDAYS_API.adminOne(encodeURIComponent(day)));

// The wagering games (contract/games/wagerConsole.ts): every write answers all the settings as saved.
export const fetchWagerSettings = () => consoleApi.get<AdminWagerSettings>(WAGER_CONSOLE_API.settings);
export const putBetBounds = (key: string, body: BetBounds) =>
  consoleApi.put<AdminWagerSettings>(WAGER_CONSOLE_API.bets.replace(':key', key), body);
export const putEggSlots = (body: EggSlotsBody) => consoleApi.put<AdminWagerSettings>(WAGER_CONSOLE_API.eggSlots, body);
export const putEggPrizes = (body: EggPrizesBody) => consoleApi.put<AdminWagerSettings>(WAGER_CONSOLE_API.eggPrizes, body);
export const putBigWinSettings = (body: BigWinSettingsBody) => consoleApi.put<AdminWagerSettings>(WAGER_CONSOLE_API.bigWins, body);
export const fetchAdminMissions = () => consoleApi.get<AdminMissionList>(MISSIONS_API.admin);
export const addMission = (body: MissionInput) => consoleApi.post<AdminMission>(MISSIONS_API.admin, body);
export const editMission = (id: number, body: MissionInput) => consoleApi.put<AdminMission>(MISSIONS_API.adminOne(id), body);
export const removeMission = (id: number) => consoleApi.del<{ ok: true }>(MISSIONS_API.adminOne(id));
// The festival calendar (contract/loyalty/streaks.ts): a festival day refills every player's streak shield.
export const fetchFestivals = () => consoleApi.get<FestivalList>(FESTIVALS_API.admin);
export const putFestival = (body: FestivalDay) => consoleApi.put<OkAnswer>(FESTIVALS_API.admin, body);
export const deleteFestival = (day: string) => consoleApi.del<OkAnswer>(FESTIVALS_API.adminOne(encodeURIComponent(day)));

// The VIP tiers (contract/loyalty/tiers.ts): the ladder, its figures, a player's tier, points and manual grant.
export const fetchLadder = () => consoleApi.get<LadderConsole>(TIERS_API.consoleLadder);
export const saveLadder = (body: LadderBody) => consoleApi.put<LadderConsole>(TIERS_API.consoleLadder, body);
export const fetchTierSummary = () => consoleApi.get<TierSummary>(TIERS_API.consoleSummary);
export const fetchPlayerTier = (uid: string) => consoleApi.get<AdminPlayerTier>(TIERS_API.consolePlayerTier(uid));
export const setManualTier = (uid: string, body: ManualTierBody) => consoleApi.put<AdminPlayerTier>(TIERS_API.consolePlayerTier(uid), body);
export const adjustTierPoints = (uid: string, body: PointsAdjustBody) =>
  consoleApi.post<PointsAdjustResponse>(TIERS_API.consolePointsAdjust(uid), body);

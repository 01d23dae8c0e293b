import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { MSG, type MsgKey } from '../../contract/errors';
import { FullNameBody, LanguageBody, NotifyBody, Profile, UidChangeBody } from '../../contract/schemas/account';
import { ErrorBody, LangSchema } from '../../contract/schemas/common';
import { RefreshData } from '../../contract/schemas/refresh';
import { playerSession } from '../auth/hook';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { maskPhone } from '../lib/phone';
import { playerIdByUid, uidTaken, violatedUnique } from '../lib/players';
import { pushTokenHeader, rememberPushToken } from '../notify/pushTokens';
import { buildRefresh } from './refresh';
import { changeUidOnce, setExpiryReminders, setFullName, setLanguage, setNotify } from './repo';
import { ExpiryRemindersBody } from '../../contract/loyalty/expiry';
import { EXPIRY_API } from '../../contract/loyalty/expiryRules';

const FIELD_MESSAGES: Readonly<Record<string, MsgKey>> = { uid: MSG.invalidUid, fullName: MSG.invalidFullName };

/** The logged-in player's refresh data and the settings screen: what they see of their account and may change. */
export const playerPlayerRoutes: FastifyPluginAsync<AppDeps> = async (base, deps) => {
  const { db, clock } = deps;
  await base.register(playerSession, deps);
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  const common = { tags: ['settings'], security: [{ bearer: [] }] };
  const config = { fieldMessages: FIELD_MESSAGES };

  app.get(
    `/${API.player}`,
    {
      schema: {
        tags: ['refresh'],
        summary: 'Refresh data for the logged-in player',
        security: [{ bearer: [] }],
        response: { 200: RefreshData, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const now = clock();
      // The refresh runs at start-up and on every return home: where a device's push token meets its player.
      const pushToken = pushTokenHeader(request);
      if (pushToken) await rememberPushToken(db, request.player.id, pushToken, now);
      return buildRefresh(db, request.player, now);
    },
  );

  app.get(
    `/${API.profile}`,
    {
      schema: { ...common, summary: "The player's own profile", response: { 200: Profile, ...errors } },
    },
    async ({ player: p }) => ({
      uid: p.uid,
      fullName: p.full_name,
      phone: p.phone ? maskPhone(p.phone) : null,
      language: p.language,
      notify: p.notify,
      canChangeUid: !p.uid_changed,
      tgBind: p.tg_id !== null,
    }),
  );

  app.put(
    `/${API.notify}`,
    {
      schema: { ...common, summary: 'Notification switch', body: NotifyBody, response: { 200: NotifyBody, ...errors } },
    },
    async (request) => {
      await setNotify(db, request.player.id, request.body.notify);
      return { notify: request.body.notify };
    },
  );

  app.put(
    `/${EXPIRY_API.reminders}`,
    {
      schema: {
        ...common,
        summary: 'Reminders before coins expire (on unless turned off)',
        body: ExpiryRemindersBody,
        response: { 200: ExpiryRemindersBody, ...errors },
      },
    },
    async (request) => {
      await setExpiryReminders(db, request.player.id, request.body.enabled);
      return { enabled: request.body.enabled };
    },
  );

  app.put(
    `/${API.language}`,
    {
      schema: {
        ...common,
        summary: 'Interface language',
        body: LanguageBody,
        response: { 200: Type.Object({ language: LangSchema }), ...errors },
      },
    },
    async (request) => {
      await setLanguage(db, request.player.id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.put(
    `/${API.changeUid}`,
    {
      config,
      schema: {
        ...common,
        summary: 'Change the UID (once per player)',
        body: UidChangeBody,
        response: { 200: Type.Object({ uid: Type.String(), message: Type.String() }), ...errors, 409: ErrorBody },
      },
    },
    async (request) => {
      const p = request.player;
      const uid = request.body.uid;
      if (p.uid_changed) throw new AppError(400, MSG.unableChangeUid);
      const holder = await playerIdByUid(db, uid);
      // Their own UID counts as taken: answering it must not spend the one change.
      if (uid === p.uid || (holder && holder.id !== p.id)) throw uidTaken();
      let changed: string | undefined;
      try {
        changed = await changeUidOnce(db, p.id, uid);
      } catch (error) {
        if (violatedUnique(error) !== null) throw uidTaken();
        throw error;
      }
      if (changed === undefined) throw new AppError(400, MSG.unableChangeUid);
      return { uid: changed, message: MSG.uidUpdated };
    },
  );

  app.put(
    `/${API.changeFullName}`,
    {
      config,
      schema: { ...common, summary: 'Change the full name', body: FullNameBody, response: { 200: FullNameBody, ...errors } },
    },
    async (request) => {
      const fullName = request.body.fullName.trim();
      await setFullName(db, request.player.id, fullName);
      return { fullName };
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { API } from '../../contract/routes';
import { MSG, type MsgKey } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { FullNameBody, LanguageBody, NotifyBody, Profile, UidChangeBody } from '../../contract/schemas/account';
import { LangSchema } from '../../contract/schemas/common';
import { requirePlayer } from '../auth/guard';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { maskPhone } from '../lib/phone';
import { playerIdByUid, uidTaken, violatedUnique } from '../lib/players';

const FIELD_MESSAGES: Readonly<Record<string, MsgKey>> = { uid: MSG.invalidUid, fullName: MSG.invalidFullName };

/** The settings screen: what the player sees of their account and may change. */
export const settingsRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, clock }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody };
  const common = { tags: ['settings'], security: [{ bearer: [] }] };
  const config = { fieldMessages: FIELD_MESSAGES };

  app.get(`/${API.profile}`, {
    schema: { ...common, summary: 'The player\'s own profile', response: { 200: Profile, ...errors } },
  }, async (request) => {
    const p = await requirePlayer(db, request, clock());
    return {
      uid: p.uid, fullName: p.full_name, phone: p.phone ? maskPhone(p.phone) : null, language: p.language,
      notify: p.notify, canChangeUid: !p.uid_changed, tgBind: p.tg_id !== null,
    };
  });

  app.put(`/${API.notify}`, {
    schema: { ...common, summary: 'Notification switch', body: NotifyBody, response: { 200: NotifyBody, ...errors } },
  }, async (request) => {
    const p = await requirePlayer(db, request, clock());
    await db.updateTable('players').set({ notify: request.body.notify }).where('id', '=', p.id).execute();
    return { notify: request.body.notify };
  });

  app.put(`/${API.language}`, {
    schema: { ...common, summary: 'Interface language', body: LanguageBody, response: { 200: Type.Object({ language: LangSchema }), ...errors } },
  }, async (request) => {
    const p = await requirePlayer(db, request, clock());
    await db.updateTable('players').set({ language: request.body.language }).where('id', '=', p.id).execute();
    return { language: request.body.language };
  });

  app.put(`/${API.changeUid}`, {
    config,
    schema: {
      ...common, summary: 'Change the UID (once per player)', body: UidChangeBody,
      response: { 200: Type.Object({ uid: Type.String(), message: Type.String() }), ...errors, 409: ErrorBody },
    },
  }, async (request) => {
    const p = await requirePlayer(db, request, clock());
    const uid = request.body.uid;
    if (p.uid_changed) throw new AppError(400, MSG.unableChangeUid);
    const holder = await playerIdByUid(db, uid);
    // Their own UID counts as taken: answering it must not spend the one change.
    if (uid === p.uid || (holder && holder.id !== p.id)) throw uidTaken();
    let changed: { uid: string } | undefined;
    try {
      // The flag is checked in the statement too, so two parallel changes cannot both win.
      changed = await db.updateTable('players').set({ uid, uid_changed: true })
        .where('id', '=', p.id).where('uid_changed', '=', false)
        .returning('uid').executeTakeFirst();
    } catch (error) {
      if (violatedUnique(error) !== null) throw uidTaken();
      throw error;
    }
    if (!changed) throw new AppError(400, MSG.unableChangeUid);
    return { uid: changed.uid, message: MSG.uidUpdated };
  });

  app.put(`/${API.changeFullName}`, {
    config,
    schema: { ...common, summary: 'Change the full name', body: FullNameBody, response: { 200: FullNameBody, ...errors } },
  }, async (request) => {
    const p = await requirePlayer(db, request, clock());
    const fullName = request.body.fullName.trim();
    await db.updateTable('players').set({ full_name: fullName }).where('id', '=', p.id).execute();
    return { fullName };
  });
};

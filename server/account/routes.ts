import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API } from '../../contract/routes';
import { MSG, type MsgKey } from '../../contract/errors';
import { ErrorBody } from '../../contract/schemas/common';
import { LoginResponse } from '../../contract/schemas/auth';
import { OtpRequestBody, OtpRequestResponse, RegisterBody, UidCheckBody, UidCheckResponse } from '../../contract/schemas/account';
import { normalizePhone } from '../../contract/validation';
import type { AppDeps } from '../deps';
import { AppError } from '../http/errors';
import { takeOrThrow } from '../throttle';
import { LIMITS, rule } from '../throttle/limits';
import { OTP, issueOtp, otpText } from './otp';
import { register } from './register';
import { playerIdByUid } from '../lib/players';
import { findByPhone, phoneTaken } from './repo';

/** A field that fails its pattern is answered with the form's own message (SPEC section 5). */
const FIELD_MESSAGES: Readonly<Record<string, MsgKey>> = {
  uid: MSG.invalidUid,
  fullName: MSG.invalidFullName,
  password: MSG.invalidPassword,
  confirmPassword: MSG.invalidConfirmPassword,
  phone: MSG.invalidPhoneNumber,
  otp: MSG.invalidOtp,
  terms: MSG.checkTerms,
};

export const accountRoutes: FastifyPluginAsync<AppDeps> = async (base, { db, config, clock, sms }) => {
  const app = base.withTypeProvider<TypeBoxTypeProvider>();
  const errors = { 400: ErrorBody, 409: ErrorBody, 429: ErrorBody };
  const routeConfig = { fieldMessages: FIELD_MESSAGES };

  app.post(
    `/${API.uidCheck}`,
    {
      config: routeConfig,
      schema: {
        tags: ['account'],
        summary: 'Is this UID free? (throttled per address)',
        body: UidCheckBody,
        response: { 200: UidCheckResponse, ...errors },
      },
    },
    async (request) => {
      await takeOrThrow(db, [rule(LIMITS.uidCheckPerIp, `uidcheck:ip:${request.ip}`)], clock(), 'uid');
      return { available: !(await playerIdByUid(db, request.body.uid)) };
    },
  );

  app.post(
    `/${API.otp}`,
    {
      config: routeConfig,
      schema: {
        tags: ['account'],
        summary: 'Send a one-time code by SMS (once a minute per phone; hourly caps per phone and address)',
        body: OtpRequestBody,
        response: { 200: OtpRequestResponse, ...errors },
      },
    },
    async (request) => {
      const now = clock();
      const phone = normalizePhone(request.body.phone);
      if (!phone) throw new AppError(400, MSG.invalidPhoneNumber, { typ: 'phone' });
      // Throttled before anything else, so the 409 below cannot be used to probe numbers quickly.
      await takeOrThrow(
        db,
        [
          rule(LIMITS.otpResend, `otp:phone:${phone}`),
          rule(LIMITS.otpPerPhone, `otp:phone:${phone}`),
          rule(LIMITS.otpPerIp, `otp:ip:${request.ip}`),
        ],
        now,
        'otp',
      );
      if (request.body.purpose === 'register' && (await findByPhone(db, phone))) throw phoneTaken();
      const code = await issueOtp(db, { phone, purpose: request.body.purpose, secret: config.otpSecret, now });
      try {
        await sms.send(phone, otpText(code, request.body.language));
      } catch (error) {
        request.log.error({ err: error }, 'SMS provider failed');
        throw new AppError(503, MSG.networkSlow);
      }
      return { resendIn: LIMITS.otpResend.windowMs / 1000, expiresIn: OTP.ttlMs / 1000 };
    },
  );

  app.post(
    `/${API.register}`,
    {
      config: routeConfig,
      schema: {
        tags: ['account'],
        summary: 'Create a VIP account with a verified phone; answers the login shape',
        body: RegisterBody,
        response: { 200: LoginResponse, ...errors },
      },
    },
    async (request) => register({ db, config, now: clock(), ip: request.ip }, request.body),
  );
};

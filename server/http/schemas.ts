// Route schema pieces that several route folders share.
import Type from 'typebox';
import { ErrorBody } from '../../contract/schemas/common';

/** A bigserial id in a path (redemptions, verification videos): up to 2^53 - 1, what a JavaScript number holds exactly. */
export const BigIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });

/** What an operator's decision on a queued row may answer besides 200: a decided row is a 409. */
export const decisionErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

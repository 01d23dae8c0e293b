// Route schema pieces that several route folders share.
import Type from 'typebox';
import { BigSerialId, ErrorBody } from '../../contract/schemas/common';

/** A bigserial id in a path (redemptions, verification videos). */
export const BigIdParams = Type.Object({ id: BigSerialId });

/** What an operator's decision on a queued row may answer besides 200: a decided row is a 409. */
export const decisionErrors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

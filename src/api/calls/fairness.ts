// Provably fair seeds (contract/schemas/fairness.ts): the active pair, the
// client seed, rotation that reveals the server seed.
import { API } from '../../../contract/routes';
import type { ClientSeedBody, FairnessState, RotateBody, RotateResponse } from '../../../contract/schemas/fairness';
import { api } from '../client';

export const fetchFairness = (): Promise<FairnessState> => api.get<FairnessState>(API.fairness);

export const setClientSeed = (body: ClientSeedBody): Promise<FairnessState> => api.put<FairnessState>(API.fairnessClientSeed, body);

export const rotateSeed = (body: RotateBody): Promise<RotateResponse> => api.post<RotateResponse>(API.fairnessRotate, body);

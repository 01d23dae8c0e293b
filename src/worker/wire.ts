import { HEADERS } from '../../contract/routes';
import type { WireMethod, WireRequest } from './types';

/** What is handed to redaxios: a request with its body already sealed. */
export interface Wire {
  method: WireMethod;
  url: string;
  params: Record<string, string> | undefined;
  /** the { data } envelope (sent as JSON), a FormData, or nothing */
  data: { data: string } | FormData | undefined;
  headers: Record<string, string>;
}

/** Seals one JSON value with the cipher key (contract/cipher.ts encryptJson). */
export type Seal = (value: unknown) => string;

/** Whether the request carries anything to seal: only then are the cipher and its key needed. */
export function needsSeal(req: WireRequest): boolean {
  return req.multipart !== undefined || req.body !== undefined;
}

/**
 * Seals a request per SPEC section 7: a JSON body becomes { data: cipher },
 * a multipart body keeps its files and carries the other fields as one sealed
 * `data` field; either way the encrypted-request header says so. A request
 * without a body carries no header, so the server has nothing to open, and
 * needs no `seal`.
 */
export function buildWire(req: WireRequest, seal?: Seal): Wire {
  const base = { method: req.method, url: req.url, params: stringParams(req.params) };
  if (needsSeal(req) && !seal) throw new Error('a request with a body needs the cipher');
  if (req.multipart && seal) {
    const form = new FormData();
    form.append('data', seal(req.multipart.fields));
    for (const [name, file] of Object.entries(req.multipart.files)) form.append(name, file);
    return { ...base, data: form, headers: sealedHeaders(req.headers) };
  }
  if (req.body !== undefined && seal) {
    return { ...base, data: { data: seal(req.body) }, headers: sealedHeaders(req.headers) };
  }
  return { ...base, data: undefined, headers: { ...req.headers } };
}

function sealedHeaders(headers: Record<string, string>): Record<string, string> {
  // the server checks for the exact string 'true'
  return { ...headers, [HEADERS.encrypted]: 'true' };
}

// URLSearchParams (which redaxios uses) only takes strings
function stringParams(params: WireRequest['params']): Record<string, string> | undefined {
  if (!params) return undefined;
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
}

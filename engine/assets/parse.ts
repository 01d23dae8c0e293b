// Reads assets/manifest.json into a checked AssetManifest. Artists edit that
// file by hand, so a mistake must fail loudly with the key and the field at
// load time (and in assets:check), not show a broken image at play time.
import type { AssetEntry, AssetManifest, AssetType, SeasonalVariant } from './manifest';

const TYPES: readonly AssetType[] = ['image', 'svg', 'audio'];
const YEARLY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATED = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const FILE = /^(?!\/)(?!.*\.\.)[\w./{}-]+$/;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

class ManifestError extends Error {
  constructor(where: string, problem: string) {
    super(`assets/manifest.json: ${where}: ${problem}`);
  }
}

function str(obj: Json, field: string, where: string, pattern?: RegExp): string {
  const v = obj[field];
  if (typeof v !== 'string' || (pattern && !pattern.test(v)))
    throw new ManifestError(where, `"${field}" is missing or malformed (${JSON.stringify(v)})`);
  return v;
}

function positive(obj: Json, field: string, where: string, optional: boolean): number | undefined {
  const v = obj[field];
  if (v === undefined && optional) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) throw new ManifestError(where, `"${field}" must be a positive integer`);
  return v;
}

function variant(raw: unknown, where: string): SeasonalVariant {
  if (!isObject(raw)) throw new ManifestError(where, 'a seasonal variant must be an object');
  const id = str(raw, 'id', where, /^[\w-]+$/);
  const at = `${where} "${id}"`;
  const from = str(raw, 'from', at);
  const to = str(raw, 'to', at);
  const bothYearly = YEARLY.test(from) && YEARLY.test(to);
  const bothDated = DATED.test(from) && DATED.test(to);
  if (!bothYearly && !bothDated) throw new ManifestError(at, 'from/to must both be MM-DD (every year) or both YYYY-MM-DD (once)');
  if (bothDated && from > to) throw new ManifestError(at, 'a dated window must not end before it starts');
  const out: SeasonalVariant = { id, from, to, file: str(raw, 'file', at, FILE) };
  const maxBytes = positive(raw, 'maxBytes', at, true);
  if (maxBytes !== undefined) out.maxBytes = maxBytes;
  return out;
}

function entry(raw: unknown, key: string): AssetEntry {
  if (!isObject(raw)) throw new ManifestError(key, 'must be an object');
  const type = raw.type;
  if (!TYPES.includes(type as AssetType)) throw new ManifestError(key, `"type" must be one of ${TYPES.join(', ')}`);
  const out: AssetEntry = {
    type: type as AssetType,
    file: str(raw, 'file', key, FILE),
    maxBytes: positive(raw, 'maxBytes', key, false) ?? 0,
  };
  const width = positive(raw, 'width', key, true);
  const height = positive(raw, 'height', key, true);
  if (width !== undefined) out.width = width;
  if (height !== undefined) out.height = height;
  if (raw.channel !== undefined) {
    if (raw.channel !== 'music' && raw.channel !== 'sfx') throw new ManifestError(key, '"channel" must be music or sfx');
    out.channel = raw.channel;
  }
  if (out.type === 'audio' && !out.channel) throw new ManifestError(key, 'audio needs a "channel" (music or sfx)');
  if (raw.seasonal !== undefined) {
    if (!Array.isArray(raw.seasonal)) throw new ManifestError(key, '"seasonal" must be a list');
    out.seasonal = raw.seasonal.map((v) => variant(v, `${key} seasonal`));
    const ids = out.seasonal.map((v) => v.id);
    if (new Set(ids).size !== ids.length) throw new ManifestError(key, 'seasonal ids must be unique');
  }
  return out;
}

export function parseManifest(json: unknown): AssetManifest {
  if (!isObject(json) || json.version !== 1 || !isObject(json.assets)) {
    throw new ManifestError('top level', 'expected { "version": 1, "assets": { ... } }');
  }
  const assets: Record<string, AssetEntry> = {};
  for (const [key, raw] of Object.entries(json.assets)) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(key))
      throw new ManifestError(key, 'keys are lower-case words joined by dots, e.g. "lucky-egg.card"');
    assets[key] = entry(raw, key);
  }
  return { version: 1, assets };
}

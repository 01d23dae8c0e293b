// The small synthesiser the sound scripts share (npm run sounds:wheel,
// sounds:fto): mono PCM WAV files, enveloped tones, deterministic noise.
// The same input always gives the same bytes.

export function wav(samples: Float32Array, rate: number, bits: 8 | 16): Buffer {
  const bytes = bits / 8;
  const data = Buffer.alloc(samples.length * bytes);
  samples.forEach((s, i) => {
    const x = Math.max(-1, Math.min(1, s));
    if (bits === 16) data.writeInt16LE(Math.round(x * 32_767), i * 2);
    else data.writeUInt8(Math.round((x + 1) * 127.5), i);
  });
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20); // PCM
  head.writeUInt16LE(1, 22); // mono
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * bytes, 28);
  head.writeUInt16LE(bytes, 32);
  head.writeUInt16LE(bits, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** A tone with an attack/decay envelope, added into `out` at `start` seconds. */
export function tone(
  out: Float32Array,
  rate: number,
  o: { start: number; dur: number; freq: number; to?: number; gain: number; decay: number; shape?: 'sine' | 'soft-square' },
) {
  const from = Math.floor(o.start * rate);
  const n = Math.floor(o.dur * rate);
  let phase = 0;
  for (let i = 0; i < n && from + i < out.length; i++) {
    const t = i / rate;
    const f = o.to ? o.freq + (o.to - o.freq) * (i / n) : o.freq;
    phase += (2 * Math.PI * f) / rate;
    const attack = Math.min(1, t / 0.004);
    const env = attack * Math.exp(-t * o.decay) * Math.min(1, (n - i) / (rate * 0.01));
    const wave = o.shape === 'soft-square' ? Math.tanh(3 * Math.sin(phase)) * 0.6 : Math.sin(phase) + 0.25 * Math.sin(2 * phase);
    const idx = from + i;
    out[idx] = (out[idx] ?? 0) + wave * env * o.gain;
  }
}

/** Deterministic noise (an LCG) with a fast decay: a click. */
export function noise(out: Float32Array, rate: number, dur: number, gain: number) {
  let seed = 12_345;
  for (let i = 0; i < Math.floor(dur * rate); i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    out[i] = (out[i] ?? 0) + ((seed / 4_294_967_296) * 2 - 1) * gain * Math.exp(-(i / rate) * 180);
  }
}

export const buffer = (seconds: number, rate: number) => new Float32Array(Math.ceil(seconds * rate));
export const SFX_RATE = 22_050;
export const MUSIC_RATE = 11_025;
export const note = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);

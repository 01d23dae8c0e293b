// npm run sounds:wheel — writes the wheel's sounds (assets/games/wheel/*.wav),
// synthesised here so the project owns them outright: no downloaded samples.
// Clicks are 16-bit 22.05 kHz, jingles 16-bit 11.025 kHz; the music loop is 8-bit 11.025 kHz to
// stay small (a cheap phone downloads it on a slow network). Deterministic:
// the same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const OUT = resolve(import.meta.dirname, '../assets/games/wheel');

function wav(samples: Float32Array, rate: number, bits: 8 | 16): Buffer {
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
function tone(out: Float32Array, rate: number, o: { start: number; dur: number; freq: number; to?: number; gain: number; decay: number; shape?: 'sine' | 'soft-square' }) {
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

/** Deterministic noise (an LCG), for the click of the pointer on a peg. */
function noise(out: Float32Array, rate: number, dur: number, gain: number) {
  let seed = 12_345;
  for (let i = 0; i < Math.floor(dur * rate); i++) {
    seed = (seed * 1_103_515_245 + 12_345) >>> 0;
    out[i] = (out[i] ?? 0) + ((seed / 4_294_967_296) * 2 - 1) * gain * Math.exp(-(i / rate) * 180);
  }
}

const buffer = (seconds: number, rate: number) => new Float32Array(Math.ceil(seconds * rate));
const SFX = 22_050;
const MUSIC = 11_025;
const note = (semitonesFromA4: number) => 440 * 2 ** (semitonesFromA4 / 12);

const tick = buffer(0.04, SFX);
noise(tick, SFX, 0.04, 0.5);
tone(tick, SFX, { start: 0, dur: 0.04, freq: 2300, gain: 0.35, decay: 120 });

const press = buffer(0.16, SFX);
tone(press, SFX, { start: 0, dur: 0.16, freq: 420, to: 980, gain: 0.5, decay: 14 });

// The longer jingles at the music rate: a fanfare needs no 11 kHz overtones.
const win = buffer(1.1, MUSIC);
[3, 7, 10, 15, 19].forEach((s, i) => tone(win, MUSIC, { start: i * 0.09, dur: 1.1 - i * 0.09, freq: note(s), gain: 0.28, decay: 3.2 }));

const lose = buffer(0.8, MUSIC);
tone(lose, MUSIC, { start: 0, dur: 0.3, freq: note(-2), to: note(-3), gain: 0.35, decay: 4, shape: 'soft-square' });
tone(lose, MUSIC, { start: 0.32, dur: 0.48, freq: note(-5), to: note(-8), gain: 0.35, decay: 3, shape: 'soft-square' });

// Eight beats at 120 bpm, a pentatonic hook over a walking bass: loops seamlessly (4 s).
const beat = 0.5;
const bgm = buffer(8 * beat, MUSIC);
const melody = [12, 15, 17, 19, 17, 15, 12, 10];
const bass = [-21, -21, -16, -16, -19, -19, -14, -16];
melody.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat * 0.9, freq: note(s), gain: 0.16, decay: 5 }));
bass.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat, freq: note(s), gain: 0.2, decay: 2.5, shape: 'soft-square' }));

const files: [string, Buffer][] = [
  ['tick.wav', wav(tick, SFX, 16)],
  ['press.wav', wav(press, SFX, 16)],
  ['win.wav', wav(win, MUSIC, 16)],
  ['lose.wav', wav(lose, MUSIC, 16)],
  ['bgm.wav', wav(bgm, MUSIC, 8)],
];
for (const [name, bytes] of files) {
  writeFileSync(resolve(OUT, name), bytes);
  console.log(`${name.padEnd(10)} ${(bytes.length / 1024).toFixed(1)} kB`);
}

// npm run sounds:squidgame — writes Squid game's sounds (assets/games/squidgame/*.wav),
// synthesised so the project owns them outright. Effects are 16-bit 22.05 kHz
// (clicks) or 11.025 kHz (the rest: a phone's speaker adds nothing above); the music loop is 8-bit 11.025 kHz
// to stay small. Deterministic: the same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buffer, MUSIC_RATE as MUSIC, noise, note, SFX_RATE as SFX, tone, wav } from './synth';

const OUT = resolve(import.meta.dirname, '../assets/games/squidgame');

// The pick: a light knock on glass.
const pick = buffer(0.1, SFX);
noise(pick, SFX, 0.02, 0.2);
tone(pick, SFX, { start: 0, dur: 0.1, freq: 1760, gain: 0.3, decay: 45 });
tone(pick, SFX, { start: 0, dur: 0.1, freq: 2637, gain: 0.15, decay: 60 });

// A safe landing: a firm thud and a clear glass ring above it.
const land = buffer(0.45, MUSIC);
tone(land, MUSIC, { start: 0, dur: 0.12, freq: 180, to: 90, gain: 0.55, decay: 28 });
[note(27), note(34)].forEach((f) => tone(land, MUSIC, { start: 0.01, dur: 0.44, freq: f, gain: 0.14, decay: 9 }));

// The panel breaks: a burst of noise, falling shards of high tones, a low drop.
const shatter = buffer(0.9, MUSIC);
noise(shatter, MUSIC, 0.25, 0.7);
[31, 29, 33, 26, 30, 24].forEach((s, i) =>
  tone(shatter, MUSIC, { start: 0.02 + i * 0.05, dur: 0.3, freq: note(s), gain: 0.12, decay: 14 }),
);
tone(shatter, MUSIC, { start: 0.2, dur: 0.7, freq: 300, to: 60, gain: 0.3, decay: 4, shape: 'soft-square' });

// Cash out: coins and a rising fanfare.
const cashout = buffer(1.2, MUSIC);
[
  [0, 3],
  [0.1, 7],
  [0.2, 10],
  [0.3, 15],
  [0.55, 10],
  [0.65, 15],
  [0.75, 19],
].forEach(([start, s]) => {
  tone(cashout, MUSIC, { start: start ?? 0, dur: 1.2 - (start ?? 0), freq: note(s ?? 0), gain: 0.22, decay: 3.5 });
});

// A tense, quiet loop: eight beats at 120 bpm, a minor pulse over a held low note (4 s, seamless).
const beat = 0.5;
const bgm = buffer(8 * beat, MUSIC);
const pulse = [0, 3, 7, 3, 0, 3, 8, 7];
pulse.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat * 0.8, freq: note(s), gain: 0.11, decay: 7 }));
[-24, -24, -24, -24, -19, -19, -17, -17].forEach((s, i) =>
  tone(bgm, MUSIC, { start: i * beat, dur: beat, freq: note(s), gain: 0.16, decay: 1.6, shape: 'soft-square' }),
);

const files: [string, Buffer][] = [
  ['pick.wav', wav(pick, SFX, 16)],
  ['land.wav', wav(land, MUSIC, 16)],
  ['shatter.wav', wav(shatter, MUSIC, 16)],
  ['cashout.wav', wav(cashout, MUSIC, 16)],
  ['bgm.wav', wav(bgm, MUSIC, 8)],
];
for (const [name, bytes] of files) {
  writeFileSync(resolve(OUT, name), bytes);
  console.log(`${name.padEnd(12)} ${(bytes.length / 1024).toFixed(1)} kB`);
}

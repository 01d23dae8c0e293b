// npm run sounds:egg — writes Lucky egg's sounds (assets/games/lucky-egg/*.wav),
// synthesised so the project owns them outright. Clicks and cracks are 16-bit
// 22.05 kHz, jingles 16-bit 11.025 kHz, the music loop 8-bit 11.025 kHz to
// stay small. Deterministic: the same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buffer, MUSIC_RATE as MUSIC, noise, note, SFX_RATE as SFX, tone, wav } from './synth';

const OUT = resolve(import.meta.dirname, '../assets/games/lucky-egg');

// Picking an egg: a soft knock on the shell.
const tap = buffer(0.1, SFX);
noise(tap, SFX, 0.02, 0.2);
tone(tap, SFX, { start: 0, dur: 0.1, freq: 520, to: 380, gain: 0.45, decay: 35 });

// A crack: a dry snap, noise over a high short blip.
const crack = buffer(0.08, SFX);
noise(crack, SFX, 0.06, 0.6);
tone(crack, SFX, { start: 0, dur: 0.05, freq: 2600, to: 1800, gain: 0.25, decay: 90, shape: 'soft-square' });

// The shell bursting: a bigger crunch with a low thump.
const smash = buffer(0.3, SFX);
noise(smash, SFX, 0.2, 0.8);
tone(smash, SFX, { start: 0, dur: 0.3, freq: 160, to: 70, gain: 0.6, decay: 12 });

// A modest win: a quick rising arpeggio.
const win = buffer(0.7, MUSIC);
[0, 4, 7, 12].forEach((s, i) => tone(win, MUSIC, { start: i * 0.08, dur: 0.7 - i * 0.08, freq: note(s + 3), gain: 0.28, decay: 5 }));

// A big win: a fanfare climbing twice, ending on a held chord.
const big = buffer(1.6, MUSIC);
[
  [0, 3],
  [0.1, 7],
  [0.2, 10],
  [0.3, 15],
  [0.5, 10],
  [0.6, 15],
  [0.7, 19],
].forEach(([start = 0, s = 0]) => {
  tone(big, MUSIC, { start, dur: 1.6 - start, freq: note(s), gain: 0.2, decay: 3 });
});
[15, 19, 22].forEach((s) => tone(big, MUSIC, { start: 0.9, dur: 0.7, freq: note(s), gain: 0.14, decay: 2.5 }));

// No prize: two gentle falling notes, never a buzzer.
const none = buffer(0.6, MUSIC);
tone(none, MUSIC, { start: 0, dur: 0.25, freq: note(2), to: note(1), gain: 0.3, decay: 6 });
tone(none, MUSIC, { start: 0.22, dur: 0.38, freq: note(-3), to: note(-5), gain: 0.3, decay: 5 });

// A light festive loop: eight beats at 112 bpm, a plucked pentatonic line over a soft bass.
const beat = 60 / 112;
const bgm = buffer(8 * beat, MUSIC);
const melody = [3, 7, 10, 7, 12, 10, 7, 5];
const bass = [-21, -21, -14, -14, -16, -16, -9, -14];
melody.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat * 0.8, freq: note(s), gain: 0.12, decay: 7 }));
bass.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat, freq: note(s), gain: 0.16, decay: 3 }));

const files: [string, Buffer][] = [
  ['tap.wav', wav(tap, SFX, 16)],
  ['crack.wav', wav(crack, SFX, 16)],
  ['smash.wav', wav(smash, SFX, 16)],
  ['win.wav', wav(win, MUSIC, 16)],
  ['big.wav', wav(big, MUSIC, 16)],
  ['none.wav', wav(none, MUSIC, 16)],
  ['bgm.wav', wav(bgm, MUSIC, 8)],
];
for (const [name, bytes] of files) {
  writeFileSync(resolve(OUT, name), bytes);
  console.log(`${name.padEnd(12)} ${(bytes.length / 1024).toFixed(1)} kB`);
}

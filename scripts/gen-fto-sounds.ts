// npm run sounds:fto — writes Find The Odd's sounds (assets/games/fto/ui/*.wav),
// synthesised so the project owns them outright. Effects are 16-bit 22.05 kHz
// (clicks) or 11.025 kHz (jingles); the music loop is 8-bit 11.025 kHz to stay
// small. Deterministic: the same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buffer, MUSIC_RATE as MUSIC, noise, note, SFX_RATE as SFX, tone, wav } from './synth';

const OUT = resolve(import.meta.dirname, '../assets/games/fto/ui');

// A soft card tap: a short click over a quick upward blip.
const tap = buffer(0.09, SFX);
noise(tap, SFX, 0.03, 0.25);
tone(tap, SFX, { start: 0, dur: 0.09, freq: 660, to: 990, gain: 0.4, decay: 30 });

// The clock's tick in the last three seconds: dry and woody.
const tick = buffer(0.05, SFX);
tone(tick, SFX, { start: 0, dur: 0.05, freq: 1250, gain: 0.45, decay: 90, shape: 'soft-square' });

// Found it: a bright rising major arpeggio.
const correct = buffer(0.6, MUSIC);
[4, 8, 11, 16].forEach((s, i) => tone(correct, MUSIC, { start: i * 0.07, dur: 0.6 - i * 0.07, freq: note(s), gain: 0.3, decay: 5 }));

// Missed (or time up): two soft falling notes, not a buzzer.
const wrong = buffer(0.5, MUSIC);
tone(wrong, MUSIC, { start: 0, dur: 0.2, freq: note(-1), to: note(-2), gain: 0.35, decay: 6, shape: 'soft-square' });
tone(wrong, MUSIC, { start: 0.2, dur: 0.3, freq: note(-6), to: note(-8), gain: 0.35, decay: 5, shape: 'soft-square' });

// End of the play: a short fanfare.
const finish = buffer(1.2, MUSIC);
[
  [0, 4],
  [0.12, 8],
  [0.24, 11],
  [0.36, 16],
  [0.6, 11],
  [0.72, 16],
  [0.84, 20],
].forEach(([start, s]) => {
  tone(finish, MUSIC, { start: start ?? 0, dur: 1.2 - (start ?? 0), freq: note(s ?? 0), gain: 0.22, decay: 3.5 });
});

// A calm thinking loop: eight beats at 120 bpm, a plucked pentatonic line over a soft bass (4 s, seamless).
const beat = 0.5;
const bgm = buffer(8 * beat, MUSIC);
const melody = [7, 11, 14, 11, 9, 14, 16, 14];
const bass = [-17, -17, -10, -10, -15, -15, -12, -12];
melody.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat * 0.85, freq: note(s), gain: 0.13, decay: 6 }));
bass.forEach((s, i) => tone(bgm, MUSIC, { start: i * beat, dur: beat, freq: note(s), gain: 0.17, decay: 2.8 }));

const files: [string, Buffer][] = [
  ['tap.wav', wav(tap, SFX, 16)],
  ['tick.wav', wav(tick, SFX, 16)],
  ['correct.wav', wav(correct, MUSIC, 16)],
  ['wrong.wav', wav(wrong, MUSIC, 16)],
  ['finish.wav', wav(finish, MUSIC, 16)],
  ['bgm.wav', wav(bgm, MUSIC, 8)],
];
for (const [name, bytes] of files) {
  writeFileSync(resolve(OUT, name), bytes);
  console.log(`${name.padEnd(12)} ${(bytes.length / 1024).toFixed(1)} kB`);
}

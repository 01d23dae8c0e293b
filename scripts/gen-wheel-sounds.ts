// npm run sounds:wheel — writes the wheel's sounds (assets/games/wheel/*.wav),
// synthesised here so the project owns them outright: no downloaded samples.
// Clicks are 16-bit 22.05 kHz, jingles 16-bit 11.025 kHz; the music loop is 8-bit 11.025 kHz to
// stay small (a cheap phone downloads it on a slow network). Deterministic:
// the same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buffer, MUSIC_RATE as MUSIC, noise, note, SFX_RATE as SFX, tone, wav } from './synth';

const OUT = resolve(import.meta.dirname, '../assets/games/wheel');

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

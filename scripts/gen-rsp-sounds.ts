// npm run sounds:rsp — writes Rock scissor paper's sounds (assets/games/rsp/*.wav),
// synthesised so the project owns them outright: a hand picked, the
// countdown's tick, the clash of the reveal, a won and a lost match. 16-bit;
// the clicks at 22.05 kHz, the rest at 11.025 kHz (a phone's speaker adds
// nothing above). Deterministic: the same script always writes the same bytes.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buffer, MUSIC_RATE as LOW, noise, note, SFX_RATE as SFX, tone, wav } from './synth';

const OUT = resolve(import.meta.dirname, '../assets/games/rsp');

// A hand picked: a soft wooden tap.
const tap = buffer(0.09, SFX);
tone(tap, SFX, { start: 0, dur: 0.09, freq: 880, to: 660, gain: 0.35, decay: 50 });
noise(tap, SFX, 0.012, 0.15);

// The countdown's tick: short and high.
const tick = buffer(0.06, SFX);
tone(tick, SFX, { start: 0, dur: 0.06, freq: 1568, gain: 0.3, decay: 70 });

// The clash: a thump with a burst of noise and a bright ring.
const clash = buffer(0.5, LOW);
noise(clash, LOW, 0.08, 0.55);
tone(clash, LOW, { start: 0, dur: 0.2, freq: 160, to: 70, gain: 0.6, decay: 20 });
tone(clash, LOW, { start: 0.01, dur: 0.45, freq: note(19), gain: 0.12, decay: 9 });

// A won match: a rising major arpeggio.
const win = buffer(1.1, LOW);
[
  [0, 3],
  [0.12, 7],
  [0.24, 10],
  [0.36, 15],
].forEach(([start = 0, s = 0]) => tone(win, LOW, { start, dur: 1.1 - start, freq: note(s), gain: 0.22, decay: 3.5 }));

// A lost match: two falling tones.
const lose = buffer(0.9, LOW);
tone(lose, LOW, { start: 0, dur: 0.4, freq: note(-2), to: note(-4), gain: 0.25, decay: 5, shape: 'soft-square' });
tone(lose, LOW, { start: 0.35, dur: 0.55, freq: note(-7), to: note(-10), gain: 0.25, decay: 4, shape: 'soft-square' });

const files: [string, Buffer][] = [
  ['tap.wav', wav(tap, SFX, 16)],
  ['tick.wav', wav(tick, SFX, 16)],
  ['clash.wav', wav(clash, LOW, 16)],
  ['win.wav', wav(win, LOW, 16)],
  ['lose.wav', wav(lose, LOW, 16)],
];
for (const [name, bytes] of files) {
  writeFileSync(resolve(OUT, name), bytes);
  console.log(`${name.padEnd(10)} ${(bytes.length / 1024).toFixed(1)} kB`);
}

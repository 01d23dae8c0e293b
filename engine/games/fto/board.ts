// The cards of one round: a white tile with the picture inside, the back it
// flips from, the glow and check of the odd card, the cross of a wrong pick
// and the ring of the card the player tapped. Each card is a few plain game
// objects moved together (flip = horizontal squash, shake = offset).
import type { GameObjects, Scene } from 'phaser';
import type { CardMark } from './frame';
import type { PictureRef } from './types';
import { COLORS, type Rect } from './layout';

export interface CardView {
  /** the object taps are counted on */
  readonly hit: GameObjects.Zone;
  /** side shown and horizontal squash (the deal-in flip) */
  setFlip(face: boolean, scaleX: number): void;
  /** sideways offset in canvas pixels (the wrong card's shake) */
  setOffset(dx: number): void;
  setPicked(picked: boolean): void;
  setMark(mark: CardMark | null): void;
  destroy(): void;
}

const PAD = 0.07;

export function createCard(scene: Scene, rect: Rect, picture: PictureRef | null, unit: number): CardView {
  const { x, y, width: w, height: h } = rect;
  const radius = Math.min(w, h) * 0.1;
  const glow = scene.add
    .image(x, y, 'fto.glow')
    .setDisplaySize(w * 1.55, h * 1.55)
    .setVisible(false);
  const tile = scene.add.graphics({ x, y });
  tile.fillStyle(0x000000, 0.28);
  tile.fillRoundedRect(-w / 2 + 2 * unit, -h / 2 + 4 * unit, w, h, radius);
  tile.fillStyle(0xffffff, 1);
  tile.fillRoundedRect(-w / 2, -h / 2, w, h, radius);
  tile.lineStyle(2 * unit, 0xd5e6ee, 1);
  tile.strokeRoundedRect(-w / 2, -h / 2, w, h, radius);
  const pic = picture ? scene.add.image(x, y, picture.key, picture.frame) : null;
  let picScale = 1;
  if (pic) {
    // Contain the picture inside the tile's padding, keeping its proportions.
    picScale = Math.min((w * (1 - 2 * PAD)) / pic.width, (h * (1 - 2 * PAD)) / pic.height);
    pic.setScale(picScale);
  }
  const back = scene.add.image(x, y, 'fto.card-back').setDisplaySize(w, h).setVisible(false);
  const backScale = back.scaleX;
  const ring = scene.add.graphics({ x, y }).setVisible(false);
  ring.lineStyle(5 * unit, 0xffd45a, 1);
  ring.strokeRoundedRect(-w / 2 - 3 * unit, -h / 2 - 3 * unit, w + 6 * unit, h + 6 * unit, radius + 3 * unit);
  const wrongRing = scene.add.graphics({ x, y }).setVisible(false);
  wrongRing.lineStyle(5 * unit, COLORS.wrong, 1);
  wrongRing.strokeRoundedRect(-w / 2 - 3 * unit, -h / 2 - 3 * unit, w + 6 * unit, h + 6 * unit, radius + 3 * unit);
  const markSize = Math.max(22 * unit, Math.min(w, h) * 0.34);
  const mark = scene.add
    .image(x + w / 2 - markSize * 0.3, y - h / 2 + markSize * 0.3, 'fto.mark-check')
    .setDisplaySize(markSize, markSize)
    .setVisible(false);
  // Where a tap counts: the tile's rectangle, still while the card flips or shakes.
  const hit = scene.add.zone(x, y, w, h);
  const moving = [tile, back, ring, wrongRing, glow];
  let dx = 0;
  const place = () => {
    for (const o of moving) o.setX(x + dx);
    pic?.setX(x + dx);
    mark.setX(x + w / 2 - markSize * 0.3 + dx);
  };

  return {
    hit,
    setFlip(face, scaleX) {
      const s = Math.max(0.001, scaleX);
      back.setVisible(!face).setScale(backScale * s, back.scaleY);
      tile.setVisible(face).setScale(s, 1);
      pic?.setVisible(face).setScale(picScale * s, picScale);
    },
    setOffset(offset) {
      dx = offset;
      place();
    },
    setPicked(picked) {
      ring.setVisible(picked);
    },
    setMark(m) {
      glow.setVisible(m === 'odd');
      wrongRing.setVisible(m === 'wrong');
      mark
        .setVisible(m === 'odd' || m === 'wrong')
        .setTexture(m === 'wrong' ? 'fto.mark-cross' : 'fto.mark-check')
        .setDisplaySize(markSize, markSize);
      const alpha = m === 'plain' ? 0.45 : 1;
      tile.setAlpha(alpha);
      pic?.setAlpha(alpha);
      if (m) ring.setVisible(false);
    },
    destroy() {
      for (const o of [glow, tile, pic, back, ring, wrongRing, mark, hit]) o?.destroy();
    },
  };
}

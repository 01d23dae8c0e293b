import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import type { Banner } from '../../contract/schemas/refresh';
import type { Lang } from '../../contract/constants';
import { useT } from '../i18n/useT';
import { siteState } from '../state/site';
import { languageState } from '../state/language';
import styles from './BannerCarousel.module.css';
import { prefersReducedMotion } from '../app/reducedMotion';

const pick = (b: Banner, lang: Lang) => ({ img: b[`img_${lang}`], link: b[`link_${lang}`] });

const ADVANCE_MS = 5_000;
/** After the player swipes or taps, the carousel leaves them alone this long. */
const HANDS_OFF_MS = 10_000;

/**
 * Swipeable banners (CSS scroll snap) in the player's language: in-app links
 * route, others open outside. Dots show and pick the slide; it advances on its
 * own every few seconds unless the player prefers reduced motion, is touching
 * it, or the page is hidden.
 */
export function BannerCarousel() {
  const t = useT();
  const { banners } = useSnapshot(siteState);
  const { lang } = useSnapshot(languageState);
  const trackRef = useRef<HTMLDivElement>(null);
  const touchedAt = useRef(0);
  const [active, setActive] = useState(0);
  const count = banners.length;

  const show = (i: number, smooth = true) => {
    const track = trackRef.current;
    const slide = track?.children[i] as HTMLElement | undefined;
    if (!track || !slide) return;
    track.scrollTo({ left: slide.offsetLeft, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  };

  useEffect(() => {
    if (count < 2 || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (!track || document.hidden || Date.now() - touchedAt.current < HANDS_OFF_MS) return;
      const current = Math.round(track.scrollLeft / Math.max(1, track.clientWidth));
      const next = (current + 1) % count;
      const slide = track.children[next] as HTMLElement | undefined;
      if (slide) track.scrollTo({ left: slide.offsetLeft, behavior: 'smooth' });
    }, ADVANCE_MS);
    return () => clearInterval(timer);
  }, [count]);

  // Before the first banners arrive, a box of the carousel's size holds their
  // place: the content below must not jump down when they come (layout shift).
  if (count === 0) {
    return (
      <div className={styles.placeholder} aria-hidden="true" data-testid="banners-placeholder">
        <div className={styles.placeholderSlide} />
      </div>
    );
  }
  const onScroll = () => {
    const track = trackRef.current;
    if (track) setActive(Math.min(count - 1, Math.round(track.scrollLeft / Math.max(1, track.clientWidth))));
  };
  const touched = () => {
    touchedAt.current = Date.now();
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t('chrome.banner.label')}>
      <div ref={trackRef} className={styles.track} data-testid="banners" onScroll={onScroll} onPointerDown={touched} onFocus={touched}>
        {banners.map((banner, i) => {
          const { img, link } = pick(banner, lang);
          // The first slide is the screen's largest image: fetched first, the rest when scrolled to.
          const image =
            i === 0 ? (
              <img src={img} alt="" width={750} height={300} fetchPriority="high" />
            ) : (
              <img src={img} alt="" width={750} height={300} loading="lazy" />
            );
          const label = t('chrome.banner.slide', [i + 1, count]);
          return link.startsWith('/') ? (
            <Link key={img} href={link} className={styles.slide} aria-label={label}>
              {image}
            </Link>
          ) : (
            <a key={img} href={link} className={styles.slide} aria-label={label} target="_blank" rel="noopener noreferrer">
              {image}
            </a>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((banner, i) => (
            <button
              key={pick(banner, lang).img}
              type="button"
              className={styles.dot}
              aria-label={t('chrome.banner.goTo', [i + 1, count])}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => {
                touched();
                show(i);
              }}
            />
          ))}
        </div>
      )}
    </section>
  );
}

import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import type { Banner } from '../../contract/schemas/refresh';
import type { Lang } from '../../contract/constants';
import { siteState } from '../state/site';
import { languageState } from '../state/language';
import styles from './BannerCarousel.module.css';

const pick = (b: Banner, lang: Lang) => ({ img: b[`img_${lang}`], link: b[`link_${lang}`] });

/** Swipeable banners (CSS scroll snap, no script); in-app links route, others open outside. */
export function BannerCarousel() {
  const { banners } = useSnapshot(siteState);
  const { lang } = useSnapshot(languageState);
  if (banners.length === 0) return null;
  return (
    <div className={styles.track} data-testid="banners">
      {banners.map((banner, i) => {
        const { img, link } = pick(banner, lang);
        const image = <img src={img} alt="" width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />;
        return link.startsWith('/')
          ? <Link key={img} href={link} className={styles.slide}>{image}</Link>
          : <a key={img} href={link} className={styles.slide} target="_blank" rel="noopener noreferrer">{image}</a>;
      })}
    </div>
  );
}

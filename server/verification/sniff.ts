// What a file is, from its first bytes: the extension and the declared type
// are whatever the sender says, so neither is trusted. Only the containers a
// phone's screen recorder writes are accepted: ISO base media (MP4, MOV, 3GP)
// and EBML (WebM, Matroska).

export interface Sniffed {
  mime: string;
  /** extension the stored file gets */
  ext: string;
}

/** Bytes the sniffer needs: an ftyp box header, or an EBML header with its DocType. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number): string => String.fromCharCode(...bytes.subarray(start, end));

/** Major brands of video files in an ftyp box (ISO/IEC 14496-12); picture and audio brands are left out. */
const MP4_BRANDS = /^(isom|iso[2-9]|mp41|mp42|mp71|avc1|av01|hvc1|dash|M4V |M4VH|M4VP|f4v |mmp4|msnv|MSNV|XAVC|nvr1|cmfc|cmf2)$/;
const THREE_GP_BRANDS = /^(3gp[4-9]|3gg[6-9]|3ge[6-9]|3gs[7-9]|3gr[6-9]|3g2[a-c])$/;

function sniffIsoBmff(bytes: Uint8Array): Sniffed | null {
  if (bytes.length < 12) return null;
  const size = (((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)) >>> 0;
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') {
    // An ftyp box holds a major brand, a version and compatible brands: 16 bytes at least, never huge.
    if (size < 16 || size > 4096) return null;
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return { mime: 'video/quicktime', ext: 'mov' };
    if (THREE_GP_BRANDS.test(brand))
      return { mime: brand.startsWith('3g2') ? 'video/3gpp2' : 'video/3gpp', ext: brand.startsWith('3g2') ? '3g2' : '3gp' };
    if (MP4_BRANDS.test(brand)) return { mime: 'video/mp4', ext: 'mp4' };
    return null;
  }
  // Older QuickTime files may open straight with a movie, data or padding atom.
  if ((box === 'moov' || box === 'mdat' || box === 'wide') && size >= 8) return { mime: 'video/quicktime', ext: 'mov' };
  return null;
}

function sniffEbml(bytes: Uint8Array): Sniffed | null {
  if (bytes[0] !== 0x1a || bytes[1] !== 0x45 || bytes[2] !== 0xdf || bytes[3] !== 0xa3) return null;
  // The DocType element (42 82) names the flavour within the header's first bytes.
  const head = ascii(bytes, 4, Math.min(bytes.length, SNIFF_BYTES));
  const docType = head.indexOf('\x42\x82');
  if (docType === -1) return null;
  const rest = head.slice(docType + 3);
  if (rest.startsWith('webm')) return { mime: 'video/webm', ext: 'webm' };
  if (rest.startsWith('matroska')) return { mime: 'video/x-matroska', ext: 'mkv' };
  return null;
}

/** The video container of these first bytes, or null for anything else. */
export function sniffVideo(bytes: Uint8Array): Sniffed | null {
  return sniffIsoBmff(bytes) ?? sniffEbml(bytes);
}

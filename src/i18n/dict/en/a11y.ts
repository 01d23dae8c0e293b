// Texts only assistive technology and keyboard players meet (issue 29): the
// skip link, the reduced-motion switch.
export const a11y = {
  skipToContent: 'Skip to content',
  reducedMotion: 'Reduce motion',
  reducedMotionHint: 'Games show each result at once, without spinning or flying effects',
};

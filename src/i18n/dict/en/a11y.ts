// Texts only assistive technology and keyboard players meet (issue 29): the
// skip link.
export const a11y = {
  skipToContent: 'Skip to content',
};

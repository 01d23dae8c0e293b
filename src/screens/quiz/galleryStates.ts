// The quiz screen's states in the QA gallery (kept apart from the gallery's
// components so the gallery's index lists them without loading the quiz).
export const QUIZ_GALLERY_STATES = [
  'intro',
  'terms',
  'weeks',
  'question',
  'right',
  'wrong',
  'timeUp',
  'eligible',
  'full',
  'notQualified',
  'prizes',
  'empty',
] as const;
export type QuizGalleryState = (typeof QUIZ_GALLERY_STATES)[number];

export const isQuizGalleryState = (s: string | null): s is QuizGalleryState =>
  s !== null && (QUIZ_GALLERY_STATES as readonly string[]).includes(s);

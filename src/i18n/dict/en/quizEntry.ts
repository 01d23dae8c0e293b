// The quiz's entry cards on home, the games list and the brand ambassador
// page (src/screens/quiz/QuizEntryCard.tsx): in the players' dictionary, while
// the quiz's own screens' texts (quiz.ts) load with those screens.
export const quizEntry = {
  badge: 'Weekly quiz',
  body: '{{0}} questions a week · 1 coin per right answer · race tickets to win',
  running: 'Until {{0}}',
  upcoming: 'Starts {{0}}',
  // The ambassador page's card: the campaign's whole span, from its data.
  span: '{{0}} to {{1}} (GMT+8)',
  cta: 'Play the quiz',
};

/** The players' own names of the games (one name everywhere), as i18n keys; the quiz is its campaign's title. */
export const GAME_NAME: Readonly<Record<string, string>> = {
  SPINWHEEL: 'title.game.spinwheel',
  SPINWHEELV2: 'title.game.spinwheelv2',
  FTO: 'title.game.findtheodd',
  QUIZ: 'title.game.marcmarquezqna',
  SQUIDGAME: 'title.game.squidgame',
  ROCKSCISSORPAPER: 'title.game.rockscissorpaper',
  LUCKYEGG: 'title.game.luckyEgg',
};

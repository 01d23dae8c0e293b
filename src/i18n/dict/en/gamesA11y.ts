// The games' words for screen readers and keyboards (issue 29): the labels of
// the accessible board's buttons and the live region's announcements. They
// say what the picture shows, never more (no odd card, no safe panel).
export const gamesA11y = {
  board: 'Game controls',
  seconds: '{{0}} seconds left',
  timeUp: "Time's up",
  wheel: {
    spin: 'Spin',
    spinning: 'The wheel is spinning',
    won: 'The wheel stopped on {{0}}. You won!',
    stopped: 'The wheel stopped on {{0}}',
  },
  fto: {
    card: 'Card {{0}} of {{1}}, row {{2}}',
    round: 'Round {{0}} of {{1}}: find the odd picture',
    picked: 'You picked card {{0}}',
    right: 'Right! {{0}} so far',
    wrong: 'Wrong. The odd picture was card {{0}}',
    timeUp: "Time's up. The odd picture was card {{0}}",
    finished: 'Game over: {{0}} right',
  },
};

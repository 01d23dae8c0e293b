// /quiz/* (private, its own chunk): the racing ambassador's weekly quiz.
// The main page, the terms and one week's play are sub-paths, so the
// browser's back and the title bar's arrow both step back through them.
import { use } from 'react';
import { Route, Switch } from 'wouter';
import NotFoundScreen from '../not-found/NotFoundScreen';
import { QuizHome } from './QuizHome';
import { QuizTermsScreen } from './QuizTermsScreen';
import { QuizWeekScreen } from './QuizWeekScreen';
import { quizTexts } from './quizTexts';

export default function QuizScreen() {
  use(quizTexts()); // the quiz's texts: a section apart (quizTexts.ts)
  return (
    <Switch>
      <Route path="/">
        <QuizHome />
      </Route>
      <Route path="/terms">
        <QuizTermsScreen />
      </Route>
      <Route path="/week/:id">{(params: { id: string }) => <QuizWeekScreen key={params.id} weekId={Number(params.id)} />}</Route>
      <Route component={NotFoundScreen} />
    </Switch>
  );
}

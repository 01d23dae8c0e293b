// bench:egg-rush's server process (harness.ts forkServer): the app as
// server/main.ts runs it on PostgreSQL (socketApp.ts: socket.io on Redis
// Streams when the order names a Redis, production's listen backlog), one
// per process the bench measures so two really run on two cores. It answers
// one question: the SQL statements it made since the last ask, once what
// loyalty does after a pick has finished.
import { serveServer, statementCounter } from './harness';
import { startSocketApp } from './socketApp';

export type EggServerQuestion = { type: 'statements' };
export type EggServerAnswer = { type: 'statements'; count: number };

serveServer<EggServerQuestion, EggServerAnswer>(async (order, logFailure) => {
  const counter = statementCounter();
  const server = await startSocketApp(order, logFailure, [counter.plugin]);
  const answer = async (): Promise<EggServerAnswer> => {
    await server.plays.drain();
    return { type: 'statements', count: counter.take() };
  };
  return { port: server.port, stop: () => server.stop(), answer };
});

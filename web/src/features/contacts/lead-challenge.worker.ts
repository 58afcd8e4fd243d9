import { searchSolution } from './proof-of-work';

/** The lead form's proof of work, off the main thread: `{ challenge, difficulty }` in, the solution out. */
self.onmessage = (event: MessageEvent<{ challenge: string; difficulty: number }>) => {
  const { challenge, difficulty } = event.data;
  self.postMessage(searchSolution(challenge, difficulty, 0, Number.MAX_SAFE_INTEGER));
};

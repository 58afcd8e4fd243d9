import type { TopicHandler } from './types';

/**
 * The handlers of the outbox's topics. Only functions/src/wiring.ts registers them, at start-up,
 * so which feature delivers what is read in one place and never depends on an import's side effect.
 */
const handlers = new Map<string, TopicHandler<never>>();

export function registerTopic<P>(topic: string, handler: TopicHandler<P>): void {
  handlers.set(topic, handler as unknown as TopicHandler<never>);
}

export function topicHandler(topic: string): TopicHandler<never> | undefined {
  return handlers.get(topic);
}

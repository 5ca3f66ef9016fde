import type { TestProject } from 'vitest/node';
import { type RedisServer, startRedisServer } from '../../../stores/test/support/redis-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `redis://127.0.0.1:<port>` of the run's Redis: the journal of the end-to-end tests. */
    redisUrl: string;
  }
}

/** Starts one Redis for the whole run and stops it after, even when the run fails. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const redis: RedisServer = await startRedisServer();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}

// The two stores @fastify/rate-limit ships (CommonJS, untyped); platform/rate-limit.ts combines them.
declare module '@fastify/rate-limit/store/*.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  type Params = [continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]];
  const Store: new (
    ...args: Params
  ) => FastifyRateLimitStore & {
    read(
      key: string,
      cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void;
  };
  export default Store;
}

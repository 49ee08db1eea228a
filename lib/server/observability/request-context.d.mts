import type { AsyncLocalStorage } from 'node:async_hooks';

export const requestContext: AsyncLocalStorage<unknown>;
export function outsideRequests<T>(fn: () => T): T;

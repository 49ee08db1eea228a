import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { redirectUnsupportedMethod, UNSUPPORTED_METHOD_PATH } from '@/lib/server/unsupported-methods';

const asked = (method: string, url = '/modelos?q=ana') => ({ method, url }) as IncomingMessage;

describe('methods Next cannot serve (decision 0063)', () => {
  it('turns TRACE and TRACK into a GET of the route that answers 405', () => {
    for (const method of ['TRACE', 'TRACK']) {
      const request = asked(method);
      redirectUnsupportedMethod(request);
      expect(request).toMatchObject({ method: 'GET', url: UNSUPPORTED_METHOD_PATH });
    }
  });

  it('leaves every other method and address as sent', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'trace']) {
      const request = asked(method);
      redirectUnsupportedMethod(request);
      expect(request).toMatchObject({ method, url: '/modelos?q=ana' });
    }
  });
});

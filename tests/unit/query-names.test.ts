import { describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { objectPropertyParameter, repeatedParameter } from '@/lib/server/query-names';

vi.mock('server-only', () => ({}));

describe('objectPropertyParameter', () => {
  it('names a parameter called like a property every object has, or prototype', () => {
    for (const query of [
      '__proto__=x',
      'page=1&__proto__=x',
      'constructor=1',
      'prototype=1',
      'toString=x',
      'hasOwnProperty=1',
      '__defineGetter__=1',
    ]) {
      expect(objectPropertyParameter(new URLSearchParams(query)), query).toBe([...new URLSearchParams(query).keys()].at(-1));
    }
  });
  it('lets the site’s own parameters through', () => {
    for (const query of [
      'page=2&category=mainboard&gender=woman&q=ana',
      'country=1&lang=pt',
      'lang=en&units=in&size=a5',
      'ids=1-2',
      'proto=1',
      '__proto=1',
    ]) {
      expect(objectPropertyParameter(new URLSearchParams(query)), query).toBeUndefined();
    }
  });
});

describe('repeatedParameter', () => {
  it('names the first parameter sent twice, and nothing when each is sent once', () => {
    expect(repeatedParameter(new URLSearchParams('ids=1-2&ids=3'))).toBe('ids');
    expect(repeatedParameter(new URLSearchParams('ids=1&locale=en&locale=es'))).toBe('locale');
    expect(repeatedParameter(new URLSearchParams('ids=1&locale=en'))).toBeUndefined();
    expect(repeatedParameter(new URLSearchParams(''))).toBeUndefined();
  });
});

describe('the proxy, before Next drops __proto__ from a route handler’s URL', () => {
  it('answers 400 with a message on the API routes that read a query, and lets the others on', async () => {
    const { proxy, config } = await import('@/proxy');
    expect(config.matcher).toEqual(
      expect.arrayContaining(['/api/talents', '/api/places', '/api/comp-card/:id', '/api/comp-cards']),
    );
    for (const url of [
      '/api/talents?__proto__=x',
      '/api/talents?page=1&__proto__=x',
      '/api/places?country=1&lang=pt&__proto__=1',
      '/api/comp-card/7?lang=en&constructor=1',
    ]) {
      const response = await proxy(new NextRequest(`http://localhost${url}`));
      expect(response.status, url).toBe(400);
      expect(await response.json(), url).toEqual({ message: expect.stringContaining('Unknown parameter') });
    }
    const allowed = await proxy(new NextRequest('http://localhost/api/talents?page=2'));
    // The proxy lets the request on to its handler (NextResponse.next(): no answer of its own).
    expect(allowed.status).toBe(200);
    expect(allowed.body).toBeNull();
  });
});

/**
 * A query parameter named like a property every object has (`__proto__`,
 * `constructor`, `toString`…) or `prototype`: no route of the site takes one.
 * Next rebuilds a route handler's URL from the query held in a plain object,
 * where `__proto__` vanishes (assigning it sets the prototype), so a handler
 * never sees that one and would answer as if it had not been sent; the proxy
 * refuses them before (proxy.ts).
 */
export function objectPropertyParameter(params: URLSearchParams): string | undefined {
  for (const name of params.keys()) {
    if (name in Object.prototype || name === 'prototype') return name;
  }
  return undefined;
}

/** The first parameter sent more than once: the routes that take one value each refuse a repeat rather than pick one. */
export function repeatedParameter(params: URLSearchParams): string | undefined {
  const names = [...params.keys()];
  return names.find((name, index) => names.indexOf(name) !== index);
}

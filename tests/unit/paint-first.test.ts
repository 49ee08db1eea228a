// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PAINT_FIRST_ATTRIBUTE,
  PAINT_FIRST_FALLBACK_MS,
  PAINT_FIRST_LOADER,
  PaintFirstRewriter,
  paintFirst,
  REACT_ROOT_PREFIX,
} from '@/lib/paint-first';
import { scriptSources } from '@/scripts/perf/first-load';

// The shape of a page as Next 16 writes it: metas, preloads, styles, chunk
// scripts (async), the noModule polyfill, the flight data inline, and the
// bootstrap chunk at the end of the body.
const PAGE =
  '<!DOCTYPE html><html lang="pt"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
  '<link rel="preload" href="/_next/static/media/a.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<title>Modelos | RAVAGE</title></head><body><main><h1>Modelos</h1><p>a &lt;script src=&quot;x&quot; async=&quot;&quot;&gt; as text</p></main>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
  '<script src="/_next/static/chunks/boot.js" async=""></script></body></html>';

const CHUNKS = ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/boot.js'];

function standIns(html: string): string[] {
  return [...html.matchAll(new RegExp(`<script type="text/plain" ${PAINT_FIRST_ATTRIBUTE}="([^"]+)"></script>`, 'g'))].map((match) => match[1]!);
}

describe('paintFirst (the served page)', () => {
  const page = paintFirst(PAGE);

  it('turns every chunk script into an inert stand-in, in order, and drops Next’s early fetch of the bootstrap chunk', () => {
    expect(standIns(page)).toEqual(CHUNKS);
    expect(page).not.toMatch(/<script src="[^"]+" async=""><\/script>/);
    expect(page).not.toContain('as="script"');
  });

  it('writes the loader once, after the metas and before the first resource of the head', () => {
    expect(page.split(PAINT_FIRST_LOADER)).toHaveLength(2);
    expect(page.indexOf(PAINT_FIRST_LOADER)).toBeGreaterThan(page.indexOf('name="viewport"'));
    expect(page.indexOf(PAINT_FIRST_LOADER)).toBeLessThan(page.indexOf('<link'));
  });

  it('leaves everything else as it was: the noModule polyfill, inline scripts, text that looks like a tag', () => {
    const back = page.replace(PAINT_FIRST_LOADER, '');
    expect(back).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(back).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(back).toContain('a &lt;script src=&quot;x&quot; async=&quot;&quot;&gt; as text');
    expect(back.length).toBeLessThan(PAGE.length + CHUNKS.length * 40);
  });

  it('gives the same page however the stream is cut, at every offset', () => {
    for (let cut = 1; cut < PAGE.length; cut++) {
      const rewriter = new PaintFirstRewriter();
      const streamed = rewriter.push(PAGE.slice(0, cut)) + rewriter.push(PAGE.slice(cut)) + rewriter.end();
      expect(streamed, `cut at ${cut}`).toBe(page);
    }
  });

  it('gives the same page fed a few characters at a time', () => {
    const rewriter = new PaintFirstRewriter();
    let streamed = '';
    for (let at = 0; at < PAGE.length; at += 7) streamed += rewriter.push(PAGE.slice(at, at + 7));
    expect(streamed + rewriter.end()).toBe(page);
  });

  it('never turns a script into a stand-in without a loader to run it (no head, no rewrite)', () => {
    const fragment = '<div><script src="/_next/static/chunks/one.js" async=""></script></div>';
    expect(paintFirst(fragment)).toBe(fragment);
  });

  it('leaves Next’s error shell alone: its body is empty until the scripts render it, so it would never paint', () => {
    const shell = PAGE.replace('<html lang="pt">', '<html id="__next_error__">');
    expect(paintFirst(shell)).toBe(shell);
  });

  it('still lets the first-load measure find every chunk', () => {
    expect(scriptSources(page, 'http://localhost:3000/modelos')).toEqual(CHUNKS.map((path) => `http://localhost:3000${path}`));
  });
});

describe('the loader (in the browser)', () => {
  type Callback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
  const original = globalThis.PerformanceObserver;

  const ROOT = `${REACT_ROOT_PREFIX}$test`;
  const markRoot = () => ((document as unknown as Record<string, unknown>)[ROOT] = {});

  afterEach(async () => {
    // React's root in place: the loaders of this file stop holding presses (on fake or real timers).
    markRoot();
    if (vi.isFakeTimers()) vi.advanceTimersByTime(100);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 120));
    delete (document as unknown as Record<string, unknown>)[ROOT];
    globalThis.PerformanceObserver = original;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function mount(): void {
    document.body.innerHTML = standIns(paintFirst(PAGE))
      .map((src) => `<script type="text/plain" ${PAINT_FIRST_ATTRIBUTE}="${src}"></script>`)
      .join('');
    const code = PAINT_FIRST_LOADER.replace(/^<script>/, '').replace(/<\/script>$/, '');
    new Function(code)();
  }

  const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));

  /** The loader on fake timers in a browser without paint timing (its scripts are added at once). */
  function mountWithoutPaintTiming(): void {
    vi.useFakeTimers();
    // @ts-expect-error -- a browser without the API
    globalThis.PerformanceObserver = undefined;
    mount();
  }

  /** A form on the page, and a way to send it as the browser does (true when something kept it from leaving). */
  function aForm(): { form: HTMLFormElement; send: () => boolean } {
    const form = document.createElement('form');
    form.innerHTML = '<input name="name" value="Ana"><button type="submit">Enviar</button>';
    document.body.append(form);
    return {
      form,
      send: () => {
        const submit = new Event('submit', { bubbles: true, cancelable: true });
        form.dispatchEvent(submit);
        return submit.defaultPrevented;
      },
    };
  }

  /** A browser with paint timing: the test decides when the first contentful paint is reported. */
  function withPaintTiming(): { paint: (name: string) => void; disconnected: () => boolean } {
    let callback: Callback = () => undefined;
    let disconnected = false;
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      constructor(cb: Callback) {
        callback = cb;
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    }
    globalThis.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    return {
      paint: (name) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) }),
      disconnected: () => disconnected,
    };
  }

  it('adds no script before the first contentful paint, then every chunk once, in order', () => {
    const timing = withPaintTiming();
    mount();
    expect(added()).toEqual([]);
    timing.paint('first-paint');
    expect(added()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(added()).toEqual(CHUNKS);
    expect(timing.disconnected()).toBe(true);
    timing.paint('first-contentful-paint');
    expect(added()).toEqual(CHUNKS);
    expect(document.querySelectorAll(`[${PAINT_FIRST_ATTRIBUTE}]`)).toHaveLength(0);
  });

  it('runs the scripts after the fallback delay in a tab that never painted', () => {
    vi.useFakeTimers();
    withPaintTiming();
    mount();
    vi.advanceTimersByTime(PAINT_FIRST_FALLBACK_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(CHUNKS);
  });

  it('runs the scripts at once in a browser without paint timing', () => {
    // @ts-expect-error -- a browser without the API
    globalThis.PerformanceObserver = undefined;
    mount();
    expect(added()).toEqual(CHUNKS);
  });

  it('holds a press on a button made before React listens and replays it once, when it does', () => {
    mountWithoutPaintTiming();
    const button = document.createElement('button');
    button.type = 'button';
    const presses = vi.fn();
    document.body.append(button);
    button.addEventListener('click', presses);
    button.click(); // before React: only the browser's own listener sees it
    expect(presses).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    expect(presses).toHaveBeenCalledTimes(1);
    markRoot();
    vi.advanceTimersByTime(50);
    expect(presses).toHaveBeenCalledTimes(2); // replayed once React listens
    button.click(); // after: not held
    vi.advanceTimersByTime(500);
    expect(presses).toHaveBeenCalledTimes(3);
  });

  it('keeps a form sent before React listens from leaving the page, and sends it again once React listens', () => {
    mountWithoutPaintTiming();
    const { form, send } = aForm();
    const sent = vi.spyOn(form, 'requestSubmit').mockImplementation(() => undefined);
    expect(send()).toBe(true);
    expect(sent).not.toHaveBeenCalled();
    markRoot();
    vi.advanceTimersByTime(50);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('holds nothing once React listens', () => {
    markRoot();
    mountWithoutPaintTiming();
    expect(aForm().send()).toBe(false);
  });

  it('lets go after 30 s if React never listens: a form is left to the browser again', () => {
    mountWithoutPaintTiming();
    const { send } = aForm();
    expect(send()).toBe(true);
    vi.advanceTimersByTime(30_000);
    expect(send()).toBe(false);
  });
});

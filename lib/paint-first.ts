/**
 * Paint first, then fetch and run the scripts (scripts/serve.ts rewrites
 * every HTML page through this).
 *
 * Next writes each client chunk as `<script src async>`. An async script
 * runs as soon as it has arrived, so on a fast link ~150 KB of framework
 * code is compiled and run before the browser paints the page it already
 * holds (vercel/next.js#66958; PR #60727 still open), and on a slow one it
 * shares the line with the stylesheet, fonts and first photos. Lighthouse's
 * simulator counts every script that had arrived before the first paint in
 * its LCP. Here each such tag becomes an inert stand-in and a loader at the
 * top of the head adds the scripts once the first contentful paint is
 * reported, at once where the browser has no paint timing, or after a
 * fallback delay in a tab that never painted (opened in the background).
 * The cost: the page answers taps later (README, Quality: 0.2-0.3 s on slow
 * 4G, while it shows up to 200 ms sooner).
 */

/** The attribute that marks a chunk waiting for the first paint. */
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';

/**
 * React marks the container of a root (here the document) with a property
 * named from this prefix when it creates the root and attaches its
 * listeners: from then on a press reaches React.
 */
export const REACT_ROOT_PREFIX = '__reactContainer';

/** After this, the scripts run even if no paint was reported (a hidden tab). */
export const PAINT_FIRST_FALLBACK_MS = 4000;

/** How often, and how many times, the loader looks for React's root to replay what it held (30 s, then it lets go). */
const ROOT_POLL_MS = 50;
const ROOT_POLLS = 600;

/**
 * The loader, inline at the top of the head (before any stylesheet, so it
 * never waits for one). Plain ES5 in a string: it runs before any chunk.
 * Until React's root is in place it also holds what a visitor does that
 * only a script can answer — a press on a button or a tab, a form sent —
 * and replays it once React listens (links and typing need no script).
 */
export const PAINT_FIRST_LOADER =
  '<script>(function(){var d=document,started=0,held=[],polls=0;' +
  'function rooted(){return Object.keys(d).some(function(k){return k.indexOf("' + REACT_ROOT_PREFIX + '")===0})}' +
  'function hold(e){if(rooted())return;var t=e.target;' +
  'if(e.type==="submit"){e.preventDefault();held.push(function(){t.isConnected&&(t.requestSubmit?t.requestSubmit():t.submit())});return}' +
  'var b=t&&t.closest&&t.closest("button,[role=tab]");' +
  'if(b&&!b.disabled&&(b.type!=="submit"||!b.form))held.push(function(){b.isConnected&&b.click()})}' +
  'd.addEventListener("click",hold,true);d.addEventListener("submit",hold,true);' +
  // Replays once React listens; gives up (and lets the page be) if it never does.
  'function replay(){var r=rooted();if(!r&&++polls<' + ROOT_POLLS + ')return void setTimeout(replay,' + ROOT_POLL_MS + ');' +
  'd.removeEventListener("click",hold,true);d.removeEventListener("submit",hold,true);' +
  'var list=r?held:[];held=[];for(var i=0;i<list.length;i++)list[i]()}' +
  'function add(){var l=d.querySelectorAll("script[' + PAINT_FIRST_ATTRIBUTE + ']");for(var i=0;i<l.length;i++){var s=d.createElement("script");' +
  's.src=l[i].getAttribute("' + PAINT_FIRST_ATTRIBUTE + '");l[i].removeAttribute("' + PAINT_FIRST_ATTRIBUTE + '");s.async=true;d.head.appendChild(s)}}' +
  'function start(){if(started)return;started=1;add();if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",add);replay()}' +
  'var P=self.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0){start();return}' +
  'new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();start()}}).observe({type:"paint",buffered:true});' +
  'setTimeout(start,' + PAINT_FIRST_FALLBACK_MS + ')})()</script>';

/** The document Next renders for an error or an unmatched path: an empty body filled in by its scripts. */
const ERROR_SHELL = /<html[^>]*\bid="__next_error__"/;

/** A chunk tag exactly as React writes it for Next: nothing but `src` and `async`. */
const CHUNK_TAG = /<script src="([^"<>]+)" async=""><\/script>/g;

/** Next's own early fetch of its bootstrap chunk (the loader fetches it after the paint). */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="[^"<>]+"\/>/g;

/** An inert stand-in: neither fetched nor run, and without `src` (the chunk loader looks scripts up by it). */
function standIn(src: string): string {
  return `<script type="text/plain" ${PAINT_FIRST_ATTRIBUTE}="${src}"></script>`;
}

/** The head's first resource, where the loader goes (after the metas, so `charset` stays first), or -1. */
function firstResource(html: string, head: number): number {
  const found = ['<link', '<script', '<style', '</head>'].map((tag) => html.indexOf(tag, head)).filter((at) => at !== -1);
  return found.length ? Math.min(...found) : -1;
}

/**
 * Where an unfinished tag starts at the end of `html` (held back until the
 * next piece of the stream completes it), or -1.
 */
function unfinishedFrom(html: string): number {
  let from = -1;
  const lt = html.lastIndexOf('<');
  if (lt !== -1 && !html.includes('>', lt)) from = lt;
  const script = html.lastIndexOf('<script');
  if (script !== -1 && !html.includes('</script>', script)) from = from === -1 ? script : Math.min(from, script);
  return from;
}

/**
 * Rewrites one HTML document as it streams: `push` each decoded piece and
 * write what it returns, then write `end()`. Tags cut between two pieces
 * are held until complete; nothing else is delayed.
 */
export class PaintFirstRewriter {
  private carry = '';
  private loaderWritten = false;
  /** Next's error shell paints nothing until its scripts render it: left as it is. */
  private passThrough = false;

  push(piece: string): string {
    let html = this.carry + piece;
    this.carry = '';
    let cut = unfinishedFrom(html);
    if (!this.loaderWritten) {
      // The head has begun but none of its resources is whole yet: wait for the first (the loader goes before it).
      const ready = cut === -1 ? html : html.slice(0, cut);
      const head = ready.indexOf('<head>');
      if (head !== -1 && firstResource(ready, head) === -1) cut = head;
    }
    if (cut !== -1) {
      this.carry = html.slice(cut);
      html = html.slice(0, cut);
    }
    return this.rewrite(html);
  }

  end(): string {
    const rest = this.rewrite(this.carry, true);
    this.carry = '';
    return rest;
  }

  private rewrite(html: string, last = false): string {
    if (this.passThrough) return html;
    if (!this.loaderWritten) {
      const head = html.indexOf('<head>');
      if (head !== -1 && ERROR_SHELL.test(html.slice(0, head))) {
        this.passThrough = true;
        return html;
      }
      const resource = head === -1 ? -1 : firstResource(html, head);
      const at = resource !== -1 ? resource : head !== -1 && last ? head + '<head>'.length : -1;
      // Before the loader is written, no chunk may become a stand-in (nothing would run it).
      if (at === -1) return html;
      html = html.slice(0, at) + PAINT_FIRST_LOADER + html.slice(at);
      this.loaderWritten = true;
    }
    return html.replace(CHUNK_PRELOAD, '').replace(CHUNK_TAG, (_tag, src: string) => standIn(src));
  }
}

/** The whole-document form, for answers held in one piece. */
export function paintFirst(html: string): string {
  const rewriter = new PaintFirstRewriter();
  return rewriter.push(html) + rewriter.end();
}

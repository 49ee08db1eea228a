import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium';
import { E2E } from './env';
import { expect, test } from './fixtures';
import { inPool } from '../../lib/rules/in-pool';
import { checkedScreens, type CheckedScreen } from './checked-screens';
import { finishAnimations } from './axe';

/**
 * The outside checkers in one pass over every screen type in the three
 * languages (docs/accessibility.md): each screen is loaded once, and the
 * same settled DOM goes to pa11y (its axe and HTML_CodeSniffer runners,
 * standard WCAG2AA, its axe also running the WCAG 2.2 AA rules that standard
 * leaves out: zero issues but the false positives listed below) and,
 * serialized, to the Nu HTML Checker (vnu-jar), beside the HTML the server
 * sent for it and one screen with the menu open: zero errors. pa11y drives
 * its own puppeteer, launched once here in the e2e browser (Debian's
 * Chromium headless shell) with its flags; every document goes to one Java
 * launch, so the checker's start-up is paid once.
 */
const require = createRequire(import.meta.url);
const vnuJar = String(require('vnu-jar'));

type VnuMessage = { type: string; subType?: string; url?: string; message: string; extract?: string; lastLine?: number };

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // `--stdout` with `--format json`: one JSON report; the exit code is 1 whenever there are errors.
    execFile(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--stdout', '--errors-only', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(error ?? new Error(`vnu gave no JSON report: ${stdout.slice(0, 500)}`));
        }
      },
    );
  });
}

/** A screen with the menu open: the page behind it is inert then (the attribute must be valid too). */
async function withMenuOpen(context: BrowserContext, screen: CheckedScreen): Promise<string> {
  const page = await context.newPage();
  try {
    await page.goto(screen.path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.locator('main')).toHaveJSProperty('inert', true);
    return await page.content();
  } finally {
    await page.close();
  }
}

type Pa11yIssue = {
  code: string;
  type: string;
  message: string;
  selector: string;
  context: string;
  runner: string;
  /** axe's: true when axe could not decide (an "incomplete" result, which pa11y reports at its impact). */
  runnerExtras?: { needsFurtherReview?: boolean };
};
type PuppeteerPage = {
  evaluateOnNewDocument: (fn: (value: string) => void, value: string) => Promise<unknown>;
  goto: (url: string, options: { waitUntil: string; timeout: number }) => Promise<unknown>;
  waitForFunction: (fn: () => boolean, options: { timeout: number; polling: number }) => Promise<unknown>;
  waitForSelector: (selector: string, options: { visible: boolean; timeout: number }) => Promise<unknown>;
  evaluate: <T>(fn: string | (() => T | Promise<T>)) => Promise<T>;
  setViewport: (size: { width: number; height: number }) => Promise<void>;
  content: () => Promise<string>;
  close: () => Promise<void>;
};
type PuppeteerBrowser = {
  createBrowserContext: () => Promise<{ newPage: () => Promise<PuppeteerPage>; close: () => Promise<void> }>;
  close: () => Promise<void>;
};
type Pa11yOptions = {
  browser: PuppeteerBrowser;
  page: PuppeteerPage;
  ignoreUrl: boolean;
  runners: string[];
  rules: string[];
  standard: string;
  timeout: number;
  viewport: { width: number; height: number };
};

const VIEWPORT = { width: 1280, height: 1024 };

/** axe's rules for WCAG 2.2 AA, which pa11y's WCAG2AA standard leaves out: its axe runs them too, by name. */
const WCAG_22_AA_RULES = (
  createRequire(require.resolve('pa11y'))('axe-core') as { getRules: (tags: string[]) => { ruleId: string }[] }
)
  .getRules(['wcag22aa'])
  .map((rule) => rule.ruleId);

const pa11y = require('pa11y') as (url: string, options: Pa11yOptions) => Promise<{ issues: Pa11yIssue[] }>;
// pa11y's own puppeteer, so the browser is the one its runners were written against.
const puppeteer = createRequire(require.resolve('pa11y'))('puppeteer') as {
  launch: (options: { executablePath: string; args: string[]; headless: 'shell' }) => Promise<PuppeteerBrowser>;
};

/**
 * The false positives, by rule and element, each one an axe result axe
 * itself could not decide ("needs review", which pa11y reports at its
 * impact); docs/accessibility.md says why for each. Anything else pa11y
 * reports fails the test, and so does an undecided result on any other element.
 */
const FALSE_POSITIVES: { code: string; element: RegExp; why: string }[] = [
  {
    code: 'color-contrast',
    // The home halves' wordmark and caption (the link's two spans), drawn over the slides' photos.
    element: /^#main > section:nth-child\(\d\) > div > a > span:nth-child\([12]\)$/,
    why: 'text over a photo: axe cannot read a background image',
  },
  {
    code: 'color-contrast',
    // The gallery's previous and next buttons, whose text is one arrow glyph (their names are their aria-labels).
    element: /^<button [^>]*aria-label="[^"]+"[^>]*>[←→]<\/button>$/,
    why: 'one glyph: axe calls text this short undecidable',
  },
];

const isFalsePositive = (issue: Pa11yIssue) =>
  issue.runnerExtras?.needsFurtherReview === true &&
  FALSE_POSITIVES.some(
    (known) => known.code === issue.code && (known.element.test(issue.selector) || known.element.test(issue.context)),
  );

/** One screen, loaded once: pa11y's issues and the settled document the Nu HTML Checker reads. */
async function checkScreen(browser: PuppeteerBrowser, screen: CheckedScreen): Promise<{ issues: Pa11yIssue[]; html: string }> {
  // A context of its own per screen: its page gets a window of its own, so it is visible and
  // draws (a background tab runs no animation frames, and its fades would never finish).
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  try {
    // pa11y's own default, set before loading so that it does not resize a drawn page.
    await page.setViewport(VIEWPORT);
    if (screen.favourites) {
      await page.evaluateOnNewDocument((value) => window.localStorage.setItem('favorites', value), screen.favourites);
    }
    // Until the network is idle: the islands a page loads when idle are drawn before the scan.
    await page.goto(`${E2E.siteUrl}${screen.path}`, { waitUntil: 'networkidle0', timeout: 30_000 });
    await page
      .waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), { timeout: 15_000, polling: 100 })
      .catch((error: Error) => {
        throw new Error(`${screen.name} (${screen.path}) did not hydrate: ${error.message}`);
      });
    if (screen.ready) await page.waitForSelector(screen.ready, { visible: true, timeout: 15_000 });
    // Loaded lists and finished fades, rises and transitions (a control enabled late fades in):
    // contrast is measured on what a visitor finally sees, each animation with an end taken to it.
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, { timeout: 15_000, polling: 100 });
    await page.evaluate(finishAnimations);
    // What React made of the served HTML, as the Nu HTML Checker reads it.
    const html = await page.content();
    const options = { browser, page, ignoreUrl: true, standard: 'WCAG2AA', timeout: 60_000, viewport: VIEWPORT };
    // Each runner apart, since pa11y hands its rules to both and HTML_CodeSniffer knows none of axe's: its axe
    // runs the 2.0 and 2.1 A and AA rules with the 2.2 AA ones (WCAG_22_AA_RULES) in the same pass.
    const url = `${E2E.siteUrl}${screen.path}`;
    const fromAxe = await pa11y(url, { ...options, runners: ['axe'], rules: WCAG_22_AA_RULES });
    const fromHtmlcs = await pa11y(url, { ...options, runners: ['htmlcs'], rules: [] });
    const issues = [...fromAxe.issues, ...fromHtmlcs.issues];
    return { issues, html };
  } finally {
    await context.close().catch(() => undefined);
  }
}

test('pa11y (axe and HTML_CodeSniffer, WCAG2AA), axe for WCAG 2.2 AA and the Nu HTML Checker find nothing on any screen, served or hydrated', async ({
  context,
  request,
}) => {
  test.setTimeout(420_000);
  const list = await checkedScreens();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ravage-vnu-'));
  const browser = await puppeteer.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: 'shell' });
  try {
    const documents = new Map<string, string>();
    const save = (label: string, html: string) => {
      const file = path.join(folder, `${label.replace(/\W+/g, '-')}.html`);
      writeFileSync(file, html);
      documents.set(path.basename(file), label);
      return file;
    };

    const served = await inPool(list, 4, async (screen) => {
      const answer = await request.get(screen.path);
      return save(`${screen.name} served`, await answer.text());
    });
    const checked = await inPool(list, 3, (screen) => checkScreen(browser, screen));
    const hydrated = list.map((screen, index) => save(`${screen.name} hydrated`, checked[index]?.html ?? ''));
    const models = list.find((screen) => screen.name === 'pt models');
    if (models) hydrated.push(save('pt models, menu open', await withMenuOpen(context, models)));

    // Soft: pa11y's findings do not keep the validator from reporting its own.
    const report: Record<string, string[]> = {};
    list.forEach((screen, index) => {
      const left = (checked[index]?.issues ?? []).filter((issue) => !isFalsePositive(issue));
      const found = [
        ...left.map(
          (i) =>
            `${i.runner}${i.runnerExtras?.needsFurtherReview ? ' (needs review)' : ''} ${i.code} at ${i.selector}: ${i.message.slice(0, 120)} (${i.context.slice(0, 160)})`,
        ),
      ];
      if (found.length > 0) report[screen.name] = found;
    });
    expect.soft(report, `pa11y and axe issues (${Object.values(report).flat().length})`).toEqual({});

    const errors = (await runVnu([...served, ...hydrated])).filter((m) => m.type === 'error' || m.type === 'non-document-error');
    const byDocument = new Map<string, string[]>();
    for (const m of errors) {
      // vnu names a file `file:/tmp/…`: its base name is the key.
      const label = documents.get(path.basename(new URL(m.url ?? 'file:/?').pathname)) ?? m.url ?? '?';
      byDocument.set(label, [
        ...(byDocument.get(label) ?? []),
        `${m.message} (line ${m.lastLine}: ${(m.extract ?? '').replace(/\s+/g, ' ').trim()})`,
      ]);
    }
    expect(Object.fromEntries(byDocument), `${errors.length} validator errors`).toEqual({});
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
});

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkedScreens, inPool, type CheckedScreen } from './checked-screens';

/**
 * The Nu HTML Checker (the vnu-jar package) over every screen type in the
 * three languages, twice: the HTML the server sends (what a crawler and a
 * browser without JavaScript read) and the document after hydration (what
 * React made of it). Zero errors. Every document goes to one Java launch,
 * so the checker's start-up is paid once.
 */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

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

async function hydratedDocument(context: BrowserContext, screen: CheckedScreen): Promise<string> {
  const page = await context.newPage();
  try {
    if (screen.favourites) {
      await page.addInitScript((value) => window.localStorage.setItem('favorites', value), screen.favourites);
    }
    await page.goto(screen.path);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    if (screen.ready) await expect(page.locator(screen.ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    return await page.content();
  } finally {
    await page.close();
  }
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

test('the Nu HTML Checker finds no error on any screen, served or hydrated', async ({ context, request }) => {
  test.setTimeout(360_000);
  const list = await checkedScreens();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'ravage-vnu-'));
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
    const hydrated = await inPool(list, 3, async (screen) =>
      save(`${screen.name} hydrated`, await hydratedDocument(context, screen)),
    );
    const models = list.find((screen) => screen.name === 'pt models');
    if (models) hydrated.push(save('pt models, menu open', await withMenuOpen(context, models)));

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
    rmSync(folder, { recursive: true, force: true });
  }
});

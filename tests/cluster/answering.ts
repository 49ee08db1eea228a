import { setTimeout as sleep } from 'node:timers/promises';

/** Waits until a server the test started answers `url` with anything but a 5xx (at most two minutes). */
export async function answering(url: string, init?: RequestInit): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      const response = await fetch(url, init);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} never answered`);
}

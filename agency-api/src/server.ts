import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { createApp } from './app';
import { TokenStore } from './auth';
import { dataPaths, resolveConfig, type AgencyApiOptions } from './config';
import { openDatabase } from './db';
import { isSeeded, seedDemo, type SeedReport } from './seed';
import { sweepOrphanPhotos } from './uploads';

export type { AgencyApiOptions } from './config';

export interface RunningAgencyApi {
  url: string;
  port: number;
  /** Set when this start seeded an empty data folder. */
  seed: SeedReport | null;
  close(): Promise<void>;
}

/**
 * Starts the embedded agency API: opens (and migrates) the database in the
 * data folder, seeds the demo roster if the folder is new, removes what an
 * interrupted upload left behind, then listens.
 */
export async function startAgencyApi(opts: AgencyApiOptions = {}): Promise<RunningAgencyApi> {
  const config = resolveConfig(opts);
  const paths = dataPaths(config.dataDir);
  fs.mkdirSync(paths.media, { recursive: true });
  fs.mkdirSync(paths.staging, { recursive: true });
  const db = openDatabase(paths.database);

  let seed: SeedReport | null = null;
  try {
    if (!isSeeded(db, config.seedSize)) {
      seed = await seedDemo(db, paths, config.seedSize);
    }
    sweepOrphanPhotos(db, paths);
  } catch (error) {
    db.close();
    throw error;
  }

  const app = createApp({ db, config, paths, tokens: new TokenStore(db, config.tokenTtlSeconds) });
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(created as Server),
    ) as Server;
    created.once('error', reject);
  }).catch((error: unknown) => {
    db.close();
    throw error;
  });

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${host}:${port}`,
    port,
    seed,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

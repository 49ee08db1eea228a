import type { AgencyConfig, DataPaths } from './config';
import type { Db } from './db';
import type { TokenStore } from './auth';

/** What every route needs; built once per server. */
export interface AppDeps {
  db: Db;
  config: AgencyConfig;
  paths: DataPaths;
  tokens: TokenStore;
}

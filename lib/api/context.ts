import type { AgencyConfig } from './env';
import type { AgencyHttp } from './http';

/** What every call function needs: the transport and the media host. */
export interface AgencyContext {
  http: AgencyHttp;
  config: AgencyConfig;
}

import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type Cluster, type ClusterOptions } from '@/deploy/cluster';
import { E2E } from '../e2e/env';

/**
 * Where every file's servers listen: each file has ports of its own, so none
 * meets another's servers; CLUSTER_TEST_PORT moves them all together.
 */
export const PORT_BASE = Number(process.env.CLUSTER_TEST_PORT ?? 8180);
const shift = PORT_BASE - 8180;

/** One file's cluster ports: nginx at `slot` past the base, its two instances after it; Redis and the API at `slot` of their own. */
export function clusterPorts(slot: number, serviceSlot: number) {
  return {
    nginx: PORT_BASE + slot,
    instances: [PORT_BASE + slot + 1, PORT_BASE + slot + 2],
    redis: 6480 + serviceSlot + shift,
    api: 4480 + serviceSlot + shift,
  };
}

export interface TestCluster {
  cluster: Cluster;
  /** The cluster's own back-office data, which a test may read or change. */
  dataDir: string;
}

/** The e2e build as a cluster (Redis, two instances, nginx, the back office) with a data folder of its own. */
export async function clusterOfTheE2EBuild(
  name: string,
  ports: ReturnType<typeof clusterPorts>,
  env: Record<string, string>,
  options: Pick<ClusterOptions, 'failTimeoutS'> = {},
): Promise<TestCluster> {
  if (!existsSync(path.join(E2E.distDir, 'BUILD_ID'))) {
    throw new Error(`no build in ${E2E.distDir}: run \`npm run e2e\` (or \`npm test\`) first`);
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `ravage-${name}-`));
  const cluster = await startCluster({
    port: ports.nginx,
    instancePorts: ports.instances,
    redisPort: ports.redis,
    apiPort: ports.api,
    distDir: E2E.distDir,
    dataDir,
    env,
    ...options,
  });
  return { cluster, dataDir };
}

/** Stops it and removes its files; CLUSTER_KEEP=1 keeps its logs and nginx's cache to read. */
export async function closeTestCluster(test: Partial<TestCluster>): Promise<void> {
  await test.cluster?.close();
  if (test.cluster && process.env.CLUSTER_KEEP !== '1') rmSync(test.cluster.runtimeDir, { recursive: true, force: true });
  if (test.dataDir) rmSync(test.dataDir, { recursive: true, force: true });
}

interface TcpSocket {
  localPort: number;
  remotePort: number;
  /** Bytes received and not yet read by the process that holds it. */
  unread: number;
  inode: string;
}

/** The machine's IPv4 and IPv6 TCP sockets, from /proc/net (Linux). */
function tcpSockets(): TcpSocket[] {
  const port = (address: string) => parseInt(address.split(':')[1]!, 16);
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .slice(1)
          .map((line) => line.trim().split(/\s+/))
          .map((cols) => ({
            localPort: port(cols[1]!),
            remotePort: port(cols[2]!),
            unread: parseInt(cols[4]!.split(':')[1]!, 16),
            inode: cols[9]!,
          }))
      : [],
  );
}

/**
 * The index of the instance whose call to the back office is waiting there
 * unread (the back office frozen), or -1: read from the sockets the kernel
 * lists, as `ss` would, so a test knows which instance holds a request.
 */
export function instanceWaitingOnTheBackOffice(cluster: Cluster): number {
  const apiPort = Number(new URL(cluster.apiUrl).port);
  const sockets = tcpSockets();
  const callers = new Set(sockets.filter((s) => s.localPort === apiPort && s.unread > 0).map((s) => s.remotePort));
  const inodes = new Set(
    sockets.filter((s) => s.remotePort === apiPort && callers.has(s.localPort)).map((s) => `socket:[${s.inode}]`),
  );
  return cluster.instances.findIndex((instance) => {
    const pid = instance.pid();
    if (pid === undefined) return false;
    const fds = path.join('/proc', String(pid), 'fd');
    return readdirSync(fds).some((fd) => {
      try {
        return inodes.has(readlinkSync(path.join(fds, fd)));
      } catch {
        return false;
      }
    });
  });
}

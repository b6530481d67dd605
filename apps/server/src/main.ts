// Reads the config, then serves: in this process, or (WORKERS > 1) in that many worker processes sharing the port.
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { type Config, loadConfig } from './config';
import { superviseWorkers } from './platform/workers';
import { serve } from './serve';

let config: Config;
try {
  config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
if (config.workers > 1 && cluster.isPrimary) superviseWorkers(config.workers);
else await serve(config);

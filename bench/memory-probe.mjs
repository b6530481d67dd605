// Preloaded into the server by bench/streams.mjs (`node --expose-gc --import bench/memory-probe.mjs …`): answers the
// process's memory (process.memoryUsage(): rss, heapTotal, heapUsed, external, arrayBuffers, in bytes) as JSON on
// 127.0.0.1:MEMORY_PROBE_PORT, after two full garbage collections, so that a benchmark reads the heap of a server that
// runs as a child process (its RSS alone is in /proc/<pid>/status). Nothing without MEMORY_PROBE_PORT.
import { createServer } from 'node:http';

const port = Number(process.env.MEMORY_PROBE_PORT);
if (port) {
  const probe = createServer((_req, res) => {
    globalThis.gc?.();
    globalThis.gc?.();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ...process.memoryUsage(), collected: typeof globalThis.gc === 'function' }));
  });
  probe.listen(port, '127.0.0.1');
  probe.unref(); // the server's own shutdown decides when the process ends
}

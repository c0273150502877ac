// Lists a simulated (Lantern) timeline that Lighthouse computed a metric from: each request with its simulated start,
// end and size, and each main-thread task over 8 ms, in start order. A simulation's LCP is the latest end in its graph
// (every request that had ended before the observed LCP, and the tasks it needed); Lighthouse reports the mean of the
// optimistic and the pessimistic simulation's.
//   node scripts/lantern-lcp.mjs REPORTS/<run>-optimisticLargestContentfulPaint.trace.json
// (`npm run bench:web -- --reports REPORTS` writes them.) A benchmark's reading aid, not a test.
import { readFileSync } from 'node:fs';

const file = process.argv[2];
if (!file) throw new Error('name a Lantern trace: node scripts/lantern-lcp.mjs FILE');
const { traceEvents } = JSON.parse(readFileSync(file, 'utf8'));
// Lighthouse's Lantern traces start at 1e9 µs (core/lib/lantern-trace-saver.js).
const START_US = 1e9;
const ms = (microseconds) => (microseconds - START_US) / 1000;

const sent = new Map();
const rows = [];
for (const event of traceEvents) {
  if (event.name === 'ResourceSendRequest') {
    sent.set(event.args.data.requestId, {
      start: ms(event.ts),
      url: event.args.data.url.replace(/^\w+:\/\/[^/]+/, ''),
    });
  } else if (event.name === 'ResourceFinish') {
    const request = sent.get(event.args.data.requestId);
    const kb = (event.args.data.encodedDataLength / 1024).toFixed(1);
    rows.push({ kind: 'request', start: request.start, end: ms(event.ts), label: `${request.url} (${kb} KB)` });
  } else if (event.name === 'Task' && event.ph === 'X' && event.dur > 8000) {
    const inside = traceEvents
      .filter((child) => child !== event && child.name !== 'Task' && child.dur > 2000)
      .filter((child) => child.ts >= event.ts && child.ts < event.ts + event.dur)
      .slice(0, 4)
      .map((child) => child.name + (child.args?.data?.url ? `(${child.args.data.url.replace(/.*\//, '')})` : ''));
    rows.push({ kind: 'task', start: ms(event.ts), end: ms(event.ts + event.dur), label: inside.join(' ') });
  }
}
console.log('kind     start ms  end ms  took ms  what');
for (const row of rows.sort((a, b) => a.start - b.start)) {
  const cells = [row.start, row.end, row.end - row.start].map((value) => value.toFixed(0).padStart(7));
  console.log(`${row.kind.padEnd(8)} ${cells.join(' ')}  ${row.label}`);
}
console.log(`latest end: ${Math.max(...rows.map((row) => row.end)).toFixed(0)} ms`);

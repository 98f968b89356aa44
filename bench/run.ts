import { mkdirSync, writeFileSync } from 'node:fs';
import { editorScaleBench } from './browser/editorScale';
import { firstScreenJsBench } from './browser/firstScreenJs';
import { offlineLoadBench } from './browser/offlineLoad';
import { waveformFromMediaBench } from './browser/waveformFromMedia';
import { timelineScaleBench } from './browser/timelineScale';
import { containersBench } from './formats/containers.bench';
import { formatFamiliesBench } from './formats/families.bench';
import { formatsBench } from './formats/parse.bench';
import { uploadBench } from './formats/upload.bench';
import { mediaPeaksBench } from './kernels/mediaPeaks.bench';
import { adminPagingBench } from './server/adminPaging.bench';
import { instancesBench } from './server/instances.bench';
import { sqlLayerBench } from './server/sqlLayer.bench';
import { subtitleLoadBench } from './server/subtitleLoad.bench';
import { peaksBench } from './kernels/peaks.bench';
import { rulesBench } from './kernels/rules.bench';
import { shiftBench } from './kernels/shift.bench';
import { timelineBench } from './kernels/timeline.bench';
import { describeMachine, machineInfo } from './lib/machine';
import { formatTable } from './lib/table';
import type { Bench, BenchResult } from './lib/types';

// `npm run bench`: runs every benchmark (or those whose name contains an argument), prints
// their tables and writes bench/results/latest.json and LATEST.md.

const BENCHES: Bench[] = [
  shiftBench,
  timelineBench,
  rulesBench,
  peaksBench,
  mediaPeaksBench,
  formatsBench,
  uploadBench,
  containersBench,
  formatFamiliesBench,
  adminPagingBench,
  sqlLayerBench,
  instancesBench,
  subtitleLoadBench,
  editorScaleBench,
  firstScreenJsBench,
  waveformFromMediaBench,
  timelineScaleBench,
  offlineLoadBench,
];

const filters = process.argv.slice(2);
const selected = BENCHES.filter(
  (bench) => filters.length === 0 || filters.some((f) => bench.name.includes(f)),
);
const machine = machineInfo();
console.log(`Machine: ${describeMachine(machine)}\n`);

const results: { bench: string; tables: BenchResult[] }[] = [];
const markdown: string[] = [`# Latest bench results\n\nMachine: ${describeMachine(machine)}\n`];
let failures = 0;
for (const bench of selected) {
  let tables: BenchResult[];
  try {
    tables = await bench.run();
  } catch (error) {
    // One broken bench must not hide the others' figures.
    failures++;
    console.error(`${bench.name} failed:`, error);
    continue;
  }
  results.push({ bench: bench.name, tables });
  for (const table of tables) {
    const text = formatTable(table.headers, table.rows);
    console.log(`${table.title}\n${text}${table.note ? `\n(${table.note})` : ''}\n`);
    markdown.push(
      `## ${table.title}\n\n\`\`\`\n${text}\n\`\`\`\n${table.note ? `\n${table.note}\n` : ''}`,
    );
  }
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  `${JSON.stringify({ date: new Date().toISOString(), machine, results }, null, 2)}\n`,
);
writeFileSync('bench/results/LATEST.md', markdown.join('\n'));
console.log('Wrote bench/results/latest.json and bench/results/LATEST.md');
if (failures > 0) process.exitCode = 1;

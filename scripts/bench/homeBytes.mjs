// `node scripts/bench/homeBytes.mjs [demo|http] [route] [--modules]`: what the JavaScript to show a route is made of.
// Builds the mode with source maps into a temporary folder, serves it with vite preview, loads the route the way
// test/e2e/budgets.spec.ts does (scriptBytes.mjs), then attributes every loaded script's bytes to the source files
// (or packages) its source map names. Gzip per source is estimated from each chunk's own ratio.
//   BENCH_PORT=4650   the port to serve on
// source-map-js is not a direct dependency: it comes with the toolchain (jsdom's css-tree); this is a developer tool.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { buildMode, serveBuild } from './buildAndServe.mjs';
import { measureScriptBytes } from './scriptBytes.mjs';

const mode = process.argv[2] === 'http' ? 'http' : 'demo';
const route = process.argv.find((arg, index) => index > 2 && arg.startsWith('/')) ?? '/';
const perModule = process.argv.includes('--modules');
const port = Number(process.env.BENCH_PORT ?? 4650);
const outDir = mkdtempSync(join(tmpdir(), `railbite-bytes-${mode}-`));

buildMode(mode, outDir, ['--sourcemap']);
const { origin, stop } = await serveBuild(outDir, port);

/** A source path → the package it comes from, or the app file. */
function ownerOf(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const nodeModules = clean.lastIndexOf('node_modules/');
  if (nodeModules < 0) return clean;
  const rest = clean.slice(nodeModules + 'node_modules/'.length).split('/');
  const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  if (perModule) return `${name}/${rest.slice(rest[0].startsWith('@') ? 2 : 1).join('/')}`;
  return name;
}

function attribute(code, map) {
  const consumer = new SourceMapConsumer(map);
  const lines = code.split('\n');
  const bytes = new Map();
  const mappings = [];
  consumer.eachMapping((m) => mappings.push(m));
  mappings.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  for (let index = 0; index < mappings.length; index++) {
    const m = mappings[index];
    const next = mappings[index + 1];
    const line = lines[m.generatedLine - 1] ?? '';
    const end = next && next.generatedLine === m.generatedLine ? next.generatedColumn : line.length;
    const owner = m.source ? ownerOf(m.source) : '(unmapped)';
    bytes.set(owner, (bytes.get(owner) ?? 0) + Math.max(0, end - m.generatedColumn));
  }
  return bytes;
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const result = await measureScriptBytes(page, `${origin}${route}`);
  console.log(
    `\n${mode} build, ${route}: ${(result.gzipBytes / 1024).toFixed(1)} KB gzip in ${result.files} scripts (raw ${(result.rawBytes / 1024).toFixed(1)} KB)\n`,
  );
  const totals = new Map();
  for (const script of result.scripts) {
    const file = join(outDir, script.url);
    const code = readFileSync(file, 'utf8');
    let map;
    try {
      map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
    } catch {
      map = null;
    }
    const ratio = script.gzipBytes / Math.max(1, Buffer.byteLength(code));
    const owners = map ? attribute(code, map) : new Map([['(no map)', code.length]]);
    const top = [...owners.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(
      `${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${script.url}   ${top.map(([owner, raw]) => `${owner} ${((raw * ratio) / 1024).toFixed(1)}`).join(', ')}`,
    );
    for (const [owner, raw] of owners) totals.set(owner, (totals.get(owner) ?? 0) + raw * ratio);
  }
  console.log('\nBy source (estimated KB gzip):');
  for (const [owner, gzip] of [...totals.entries()].sort((a, b) => b[1] - a[1]).filter(([, gzip]) => gzip > 150)) {
    console.log(`${(gzip / 1024).toFixed(2).padStart(7)}  ${owner}`);
  }
} finally {
  await browser.close();
  stop();
  rmSync(outDir, { recursive: true, force: true });
}

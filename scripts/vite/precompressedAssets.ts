import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { hashedAssetFile } from './hashedAssetFile.ts';

/** The content types of the files worth compressing (images other than SVG are compressed already). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};
/** Smaller files gain less than a compressed answer's overhead. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Preferred first: brotli (its best quality) is about a fifth smaller than gzip on these files. */
const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (content: Buffer) =>
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
  },
  { name: 'gzip', suffix: '.gz', compress: (content: Buffer) => gzipped(content, { level: 9 }) },
] as const;

async function compressFile(file: string) {
  const content = readFileSync(file);
  await Promise.all(
    ENCODINGS.map(async (encoding) => writeFileSync(`${file}${encoding.suffix}`, await encoding.compress(content))),
  );
}

/** Picks the best encoding the request accepts among those precompressed (q=0 refuses one). */
export function acceptedEncoding(acceptEncoding: string | undefined) {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return ENCODINGS.find((encoding) => accepted.has(encoding.name));
}

/**
 * The content-hashed files under /assets/ are compressed once, at build time (`.br` with brotli's best quality and
 * `.gz` next to each), and `npm start`'s server (vite preview) sends those files as they are. Vite preview would
 * otherwise gzip every answer as it sends it: on a phone's first visit that is about 50 files and 1 MB, compressed on
 * the server's CPU while the browser starts the page, and brotli's best quality
 * is too slow to run per request.
 */
export function precompressedAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'railbite:precompressed-assets',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr) return;
      const outDir = options.dir ?? resolve(config.root, config.build.outDir);
      const files = Object.keys(bundle)
        .filter((name) => name.startsWith(`${config.build.assetsDir}/`) && extname(name) in CONTENT_TYPES)
        .map((name) => join(outDir, name))
        .filter((file) => statSync(file).size >= MIN_BYTES);
      await Promise.all(files.map(compressFile));
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const file = hashedAssetFile(request.url, outDir);
        const contentType = file && CONTENT_TYPES[extname(file)];
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        if (!file || !contentType || !encoding || !['GET', 'HEAD'].includes(request.method ?? '')) return next();
        const compressed = `${file}${encoding.suffix}`;
        if (!existsSync(compressed)) return next();
        const body = readFileSync(compressed);
        response.setHeader('Content-Type', contentType);
        response.setHeader('Content-Encoding', encoding.name);
        response.setHeader('Content-Length', body.length);
        const vary = response.getHeader('Vary');
        response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
        response.end(request.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

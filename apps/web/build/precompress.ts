// A build step: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing on every request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the build holds; images and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes the copies of one file; a copy no smaller than the file is left out (the server then sends the file). */
async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  const copies = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((bytes) => ({ suffix: '.br', bytes })),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({ suffix: '.gz', bytes })),
  ]);
  await Promise.all(
    copies
      .filter((copy) => copy.bytes.length < content.length)
      .map((copy) => writeFile(`${path}${copy.suffix}`, copy.bytes)),
  );
}

/** Compresses every text file of the finished build (the bundles and the copied public folder alike). */
export async function precompressFolder(folder: string): Promise<number> {
  // Files under dot-folders (.vite/manifest.json) are build reports, never served.
  const files = (await filesUnder(folder)).filter(
    (path) => TEXT_FILE.test(path) && !path.slice(folder.length).includes('/.'),
  );
  await Promise.all(files.map(precompressFile));
  return files.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'podium-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressFolder(outDir);
      this.info(`precompressed ${count} text files (brotli and gzip)`);
    },
  };
}

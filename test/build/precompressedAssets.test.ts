import { expect, it } from 'vitest';
import { acceptedEncoding } from '../../scripts/vite/precompressedAssets';

it('prefers brotli, then gzip, among the encodings a browser accepts', () => {
  expect(acceptedEncoding('gzip, deflate, br, zstd')?.name).toBe('br');
  expect(acceptedEncoding('gzip, deflate')?.name).toBe('gzip');
  expect(acceptedEncoding('GZIP;q=0.8')?.name).toBe('gzip');
});

it('sends the file as it is when no precompressed encoding is accepted or one is refused with q=0', () => {
  expect(acceptedEncoding(undefined)).toBeUndefined();
  expect(acceptedEncoding('identity')).toBeUndefined();
  expect(acceptedEncoding('deflate')).toBeUndefined();
  expect(acceptedEncoding('br;q=0, gzip;q=0.0')).toBeUndefined();
  expect(acceptedEncoding('br;q=0, gzip')?.name).toBe('gzip');
});

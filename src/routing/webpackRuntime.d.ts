// The parts of webpack's runtime (Rspack's, the same) that the site's code uses, as the bundler
// gives them to every module: `e` loads a chunk by id, `p` is the public path, `u` gives a chunk's
// file by id.
declare const __webpack_require__: {
  e(chunkId: string): Promise<unknown>;
  p: string;
  u(chunkId: string): string;
};

// The server build's route table (routesLoader.cjs) also names each reference page's routes chunk.
declare module '@generated/routes' {
  export function lazyRoutesChunkNames(pathname: string): string[];
}

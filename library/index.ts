// The package root, as `@evolv/mutate` exposes it: every public symbol from one import.
// Not an entry point of the reference (each area is documented under its own module).
export * from './src/bindings/Abstract';
export * from './src/bindings/Computed';
export * from './src/Collector';
export * from './src/EvolvError';
export * from './src/globals';
export * from './src/lib';
export * from './src/Locator';
export * from './src/Mutator';
export * from './src/State';

// The package's build that helmetAfterMount.tsx imports by path, past the alias to itself: the
// package's own typings describe it.
declare module 'react-helmet-async/lib/index.module.js' {
  export * from 'react-helmet-async';
}

import path from 'node:path';

/** The site's repository: where docs/, library/ and the build's generated files are. */
export const repositoryRoot = path.resolve(__dirname, '../..');

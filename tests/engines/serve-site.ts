import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

// Serves build/ for the cross-engine suite, as `npm run serve` does, on a free port.
declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

export default async function serveSite(project: TestProject) {
  const { serveBuild } = await import('../../scripts/serve-build.mjs');
  const server = (await serveBuild({ port: 0, host: 'localhost' })) as Server;
  project.provide('siteUrl', `http://localhost:${(server.address() as AddressInfo).port}/mutate/`);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The browsers' kept-alive connections would hold the server open.
      server.closeAllConnections();
    });
}

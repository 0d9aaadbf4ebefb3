import type { AnswerPolicy } from '../answer-cache';
import { captureConsole } from '../logger';
import { serve, type ServeOptions } from './http-server';
import { nextRouteLabeler } from './route-labels';

/** What server/main.mjs passes: the server's options, with the build's directory for route labels. */
export type StorefrontServeOptions = Omit<ServeOptions, 'routeOf'> & { distDir: string };

export interface PlatformServer {
  serve(options: StorefrontServeOptions): Promise<unknown>;
}

const holder = globalThis as typeof globalThis & {
  __platformServer?: PlatformServer;
  /** Set by server/main.mjs before Next prepares: it waits for the server here. */
  __platformServerHandover?: (server: PlatformServer) => void;
};

/**
 * Hands the platform's HTTP server to server/main.mjs, which starts Next and waits for it: that file
 * is plain JavaScript outside the build, this is the build's own TypeScript (installed from
 * instrumentation.ts, which Next starts running while it prepares), with the storefront's policy of
 * which answers its answer cache may keep (lib/platform/answer-cache.ts).
 */
export function installPlatformServer(answers?: AnswerPolicy): void {
  holder.__platformServer ??= {
    serve({ distDir, ...options }) {
      captureConsole();
      return serve({ ...options, answers, routeOf: nextRouteLabeler(distDir) });
    },
  };
  holder.__platformServerHandover?.(holder.__platformServer);
}

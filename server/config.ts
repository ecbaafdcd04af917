import path from 'node:path';

export interface ServerConfig {
  readonly port: number;
  readonly dataDir: string;
  readonly distDir: string;
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  return {
    port: Number(env.PORT ?? 8080),
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    distDir: path.resolve(env.DIST_DIR ?? 'dist'),
  };
}

import type { Configuration } from 'webpack';

export interface AppOptions {
  dir: string;
  name: string;
  port: number;
  exposes?: Record<string, string>;
  title?: string;
}

export function createAppConfig(app: AppOptions): (env: unknown, argv: { mode?: string }) => Configuration;

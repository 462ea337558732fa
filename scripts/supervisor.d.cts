import type { ChildProcess } from 'node:child_process';

export interface SupervisedService {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  color?: string;
  /** Watch the package's live release: restart on a new one always, or only when its server code changed. */
  release?: { packageDir: string; restart: 'always' | 'when-server-changes' };
}

export interface SuperviseOptions {
  restartDelayMs?: number;
  maxDelayMs?: number;
  steadyMs?: number;
  stopTimeoutMs?: number;
  releaseCheckMs?: number;
  log?: (line: string) => void;
  colors?: boolean;
}

export declare function supervise(
  services: SupervisedService[],
  options?: SuperviseOptions,
): { processOf(name: string): ChildProcess | undefined; stop(): Promise<void> };

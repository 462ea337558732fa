import type { ChildProcess } from 'node:child_process';

export interface SupervisedService {
  name: string;
  command: string;
  args: string[];
  cwd?: string;
  env?: Record<string, string>;
  color?: string;
}

export interface SuperviseOptions {
  restartDelayMs?: number;
  maxDelayMs?: number;
  steadyMs?: number;
  stopTimeoutMs?: number;
  log?: (line: string) => void;
  colors?: boolean;
}

export declare function supervise(
  services: SupervisedService[],
  options?: SuperviseOptions,
): { processOf(name: string): ChildProcess | undefined; stop(): Promise<void> };

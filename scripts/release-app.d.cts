import type { Retention } from './releases.cjs';

export interface ReleaseOptions {
  retention?: Retention;
  root?: string;
  run?: (packageDir: string, env: { RELEASE_DIR: string; BUILD_ID: string }) => void;
  log?: (line: string) => void;
  now?: Date;
}
export declare function releaseApp(app: string, options?: ReleaseOptions): { buildId: string; previous: string | null; removed: string[] };

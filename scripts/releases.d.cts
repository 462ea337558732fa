export interface Retention {
  keep: number;
  keepDays: number;
}
export declare const APP_PACKAGES: Record<'host' | 'storefront' | 'chat' | 'checkout' | 'api', string>;
export declare const DEFAULT_RETENTION: Retention;
export declare const RELEASE_VARIABLES: string[];
export declare function newBuildId(now?: Date): string;
export declare function releasesDir(packageDir: string): string;
export declare function releaseDir(packageDir: string, buildId: string): string;
export declare function currentBuildId(packageDir: string): string | null;
export declare function listReleases(packageDir: string): string[];
export declare function switchCurrent(packageDir: string, buildId: string): void;
export declare function releasesToRemove(buildIds: string[], current: string | null, retention: Retention, now?: number): string[];
export declare function pruneReleases(packageDir: string, retention: Retention, now?: number): string[];
export declare function serverFingerprint(packageDir: string, buildId: string | null): string | null;
export declare function retentionFromEnv(env?: NodeJS.ProcessEnv): Retention;

/** Types of index.cjs, for the tests that load it. */
import type { Compiler } from 'webpack';

export declare class SnapshotFreeRuntimePlugin {
  apply(compiler: Compiler): void;
}
/** runtime-core's module (its path inside the package's dist) → the slim module standing in for it. */
export declare const REPLACED: Record<string, string>;
/** The slim module for a resolved file, or undefined when it is not one of those replaced. */
export declare function replacementFor(resource: string): string | undefined;

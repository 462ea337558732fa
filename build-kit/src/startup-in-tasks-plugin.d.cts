/** Types of startup-in-tasks-plugin.cjs, for the tests that load it. */
interface LoadShareArgs {
  pkgName: string;
}

interface StartupInTasksPlugin {
  name: string;
  /** Present in the browser only. */
  beforeLoadShare?<T extends LoadShareArgs>(args: T): Promise<T>;
}

declare function startupInTasksPlugin(): StartupInTasksPlugin;
export = startupInTasksPlugin;

/** Types of federation-runtime-plugin.cjs, for the tests that load it. */
interface LoadShareArgs {
  pkgName: string;
}

interface RemoteErrorArgs {
  id: string;
  lifecycle: string;
}

interface FederationRuntimePlugin {
  name: string;
  errorLoadRemote(args: RemoteErrorArgs): undefined;
  /** Present in the browser only. */
  beforeLoadShare?<T extends LoadShareArgs>(args: T): Promise<T>;
}

declare function remoteErrorPlugin(): FederationRuntimePlugin;
export = remoteErrorPlugin;

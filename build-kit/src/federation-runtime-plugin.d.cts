/** Types of federation-runtime-plugin.cjs, for the tests that load it. */
interface RemoteErrorArgs {
  id: string;
  lifecycle: string;
}

interface RemoteErrorPlugin {
  name: string;
  errorLoadRemote(args: RemoteErrorArgs): undefined;
}

declare function remoteErrorPlugin(): RemoteErrorPlugin;
export = remoteErrorPlugin;

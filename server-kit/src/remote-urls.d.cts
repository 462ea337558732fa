export declare const REMOTES: Record<'storefront' | 'chat' | 'checkout', { variable: string; portVariable: string; port: number }>;
export declare function runtimeConfigFromEnv(
  env: NodeJS.ProcessEnv,
  requestHostname: string,
  protocol?: string,
): { remotes: Record<'storefront' | 'chat' | 'checkout', string>; defaultSubdomain: string };
export declare function remoteOriginsFromEnv(env: NodeJS.ProcessEnv, requestHostname: string, protocol?: string): string[];

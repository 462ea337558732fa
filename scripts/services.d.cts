export type ServiceName = 'api' | 'host' | 'storefront' | 'chat' | 'checkout';
export type Ports = Record<ServiceName, number>;

export declare const ROOT: string;
export declare const DEFAULT_PORTS: Ports;
export declare const PORT_VARIABLES: Record<ServiceName, string>;
export declare const SERVICE_NAMES: ServiceName[];
export declare function serviceCommand(name: ServiceName): { command: string; args: string[]; cwd: string };
export declare function portsFromEnv(env?: NodeJS.ProcessEnv): Ports;
export declare function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
export declare function siteEnv(ports: Ports, dataDir: string, base?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;

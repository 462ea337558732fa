import { z } from 'zod';
import { parseEnv, remoteLocationFields, serverEnvFields } from './env-schema';

/** A remote's static server: its own port is one of the remotes' locations; the others go in its policy. */
export const remoteEnvSchema = z.object({ ...serverEnvFields, ...remoteLocationFields });

export type RemoteConfig = z.output<typeof remoteEnvSchema>;

export const loadRemoteConfig = (env: NodeJS.ProcessEnv = process.env): RemoteConfig => parseEnv(remoteEnvSchema, env);

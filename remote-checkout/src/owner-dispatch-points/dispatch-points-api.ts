import type { ApiClient, CreateDispatchPointBody, OwnerDispatchPoint, UpdateDispatchPointBody } from 'shared';
import { OWNER_DISPATCH_POINT_PATHS as PATHS } from 'shared/constants';
import { ownerDispatchPointAnswerSchema, ownerDispatchPointDeletedAnswerSchema, ownerDispatchPointListAnswerSchema } from 'shared/contracts';

/** The dispatch points' calls, through the OWNER's client: the business is always the token's own. */
export interface DispatchPointsApi {
  list(): Promise<OwnerDispatchPoint[]>;
  create(body: CreateDispatchPointBody): Promise<OwnerDispatchPoint>;
  update(body: UpdateDispatchPointBody): Promise<OwnerDispatchPoint>;
  remove(dispatchPointId: string): Promise<void>;
}

export function createDispatchPointsApi(client: ApiClient): DispatchPointsApi {
  return {
    list: async () => (await client.get(PATHS.list, null, ownerDispatchPointListAnswerSchema)).data,
    create: async (body) => (await client.post(PATHS.create, body, ownerDispatchPointAnswerSchema)).data,
    update: async (body) => (await client.post(PATHS.update, body, ownerDispatchPointAnswerSchema)).data,
    async remove(dispatchPointId) {
      await client.post(PATHS.delete, { dispatchPointId }, ownerDispatchPointDeletedAnswerSchema);
    },
  };
}

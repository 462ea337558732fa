import type { ApiClient, OrderTimeline, TrackOrderCodeBody, TrackOrderTimelineBody } from 'shared';
import { ORDER_TRACKING_PATHS as PATHS } from 'shared/constants';
import { trackOrderCodeAnswerSchema, trackOrderTimelineAnswerSchema } from 'shared/contracts';

/** The tracking page's two calls, without a token: the code to the phone, then the order's timeline. */
export interface TrackOrderApi {
  sendCode(body: TrackOrderCodeBody): Promise<{ message: string; resendAfterSeconds: number }>;
  timeline(body: TrackOrderTimelineBody): Promise<OrderTimeline>;
}

export function createTrackOrderApi(client: ApiClient): TrackOrderApi {
  return {
    sendCode: (body) => client.post(PATHS.sendCode, body, trackOrderCodeAnswerSchema),
    timeline: async (body) => (await client.post(PATHS.timeline, body, trackOrderTimelineAnswerSchema)).data,
  };
}

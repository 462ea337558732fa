import { z } from 'zod';
import type { PincodeDetails } from '../contracts';
import { PincodeUnavailableError, type PincodeLookup } from './pincode-lookup';

/** How long the service may take before the lookup gives up with 'Unable to validate pincode'. */
export const INDIA_POST_TIMEOUT_MS = 5_000;

/** The service's answer: an array with one result, `Status` "Success" or "Error", offices or null. */
const answerSchema = z
  .array(
    z.object({
      Status: z.string(),
      PostOffice: z
        .array(z.object({ Name: z.string(), District: z.string(), State: z.string(), Circle: z.string().optional().default('') }))
        .nullable()
        .optional(),
    }),
  )
  .min(1);

/**
 * The public India Post lookup (api.postalpincode.in): GET `/pincode/<pincode>`. "Error" or no office is an
 * unknown pincode (null); a failed, slow or malformed answer is PincodeUnavailableError.
 */
export function indiaPostLookup(apiUrl: string, timeoutMs: number = INDIA_POST_TIMEOUT_MS): PincodeLookup {
  return {
    async lookup(pincode: string): Promise<PincodeDetails | null> {
      let body: unknown;
      try {
        const response = await fetch(`${apiUrl}/pincode/${encodeURIComponent(pincode)}`, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
        if (!response.ok) throw new PincodeUnavailableError(`India Post answered ${response.status}`);
        body = await response.json();
      } catch (error) {
        if (error instanceof PincodeUnavailableError) throw error;
        throw new PincodeUnavailableError(`India Post could not be reached: ${(error as Error).message}`, { cause: error });
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new PincodeUnavailableError('India Post answered in an unknown shape');
      const [result] = parsed.data;
      const offices = result?.PostOffice ?? [];
      const first = offices[0];
      if (result?.Status !== 'Success' || !first) return null;
      return { pincode, district: first.District, state: first.State, circle: first.Circle, postOffices: offices.map((o) => o.Name) };
    },
  };
}

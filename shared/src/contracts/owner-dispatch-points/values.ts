/**
 * The owner's dispatch points contract's plain values (paths, limits, messages): no zod, so the browser can
 * use them before it loads the schemas. Every route takes the owner's token; the business is the token's.
 */

export const OWNER_DISPATCH_POINT_PATHS = {
  /** GET: the business's dispatch points, with how many products ship from each. */
  list: '/business_website/owner/dispatch_points',
  create: '/business_website/owner/dispatch_points/create',
  update: '/business_website/owner/dispatch_points/update',
  delete: '/business_website/owner/dispatch_points/delete',
} as const;

export const DISPATCH_POINT_LIMITS = {
  nameMax: 100,
  addressMax: 300,
  cityMax: 100,
  stateMax: 60,
  /** Pincodes one point may name; more than this is a state's worth: name the state. */
  servedPincodesMax: 500,
  servedStatesMax: 40,
  /** Dispatch points a business may have. */
  pointsMax: 200,
} as const;

export const DISPATCH_POINT_MESSAGES = {
  notFound: 'Dispatch point not found',
  /** The delete is refused while products ship from the point (see the delete route). */
  inUse: (count: number) =>
    `${count} ${count === 1 ? 'product ships' : 'products ship'} from this dispatch point: choose another dispatch point for ${count === 1 ? 'it' : 'them'} in the catalogue first`,
  tooMany: 'A business may have at most 200 dispatch points',
  pincode: 'Enter a 6-digit pincode',
  servedPincode: (value: string) => `"${value}" is not a 6-digit pincode`,
  required: 'is required',
  nameRequired: 'Enter a name for this dispatch point',
  addressRequired: 'Enter the address goods ship from',
  cityRequired: 'Enter the city',
  stateRequired: 'Enter the state',
} as const;

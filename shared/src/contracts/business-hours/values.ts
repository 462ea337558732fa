/**
 * Opening hours and the away message (plain values: no zod). The owner edits them on the chat settings
 * page; the widget reads them with the business's typical reply time when it loads.
 */

export const BUSINESS_HOURS_PATHS = {
  /** GET and POST: the owner's opening hours, time zone and away message (owner token). */
  owner: '/business_website/settings/business_hours',
  /** GET `?subdomain=`: what the chat widget shows about answering (no token). */
  widget: '/business_website/chat_widget/availability',
} as const;

export const BUSINESS_HOURS_LIMITS = {
  awayMessageMax: 300,
  intervalsPerDayMax: 4,
} as const;

export const BUSINESS_HOURS_MESSAGES = {
  saved: 'Business hours saved',
  awayMessageRequired: 'Write the message customers see while you are away',
  timeZone: 'Choose a time zone such as Asia/Kolkata',
} as const;

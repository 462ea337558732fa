/**
 * The chat widget's settings as its owner edits them (plain values: no zod). Owner token only; the
 * widget is the token's business's.
 */

export const CHAT_SETTINGS_PATHS = {
  /** GET: the settings with the business's catalogues and the topic templates to pick from; POST: saves them. */
  settings: '/business_website/settings/chat_widget',
} as const;

/** The chat remote's page of the widget's settings. */
export const CHAT_SETTINGS_ROUTE = '/owner/chat-settings';

export const CHAT_SETTINGS_LIMITS = {
  headerTitleMax: 60,
  topicsMax: 20,
  topicNameMax: 60,
  topicDescriptionMax: 200,
  quickReplyMax: 500,
  /** Rs 10 lakh in paise: a topic's "from" price. */
  topicPriceMaxPaise: 100_000_000,
} as const;

/** `#RRGGBB` (or `#RGB`): the widget reads its header's text colour from it (white or dark, the one that contrasts more). */
export const THEME_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Topic templates a business can add: a card the customer sends to start a conversation of that kind.
 * `key` is the card's `templateKey` (the widget's hook for its look); name and description are the
 * starting text, the owner's to change.
 */
export const TOPIC_TEMPLATES = [
  { key: 'bulk-enquiry', name: 'Bulk & wedding orders', description: 'Tell us what you need and we will send a quote' },
  { key: 'custom-order', name: 'Made to order', description: 'Describe what you would like made for you' },
  { key: 'visit-booking', name: 'Book a visit', description: 'Pick a day to visit our store' },
] as const;
export type TopicTemplateKey = (typeof TOPIC_TEMPLATES)[number]['key'];

export const CHAT_SETTINGS_MESSAGES = {
  saved: 'Chat settings saved',
  required: 'is required',
  themeColor: 'Enter a colour such as #0F766E',
  image: 'A topic picture must be one it already has, or its catalogue’s',
  catalogueNotFound: 'Catalogue not found',
  noWidget: 'This site has no chat widget',
  duplicateName: 'Another topic has this name',
} as const;

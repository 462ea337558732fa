import apiPrefixes from './api-prefixes.json';

/** The API's paths, shared by the client, the server and the host's proxy. */
export const API_PATHS = {
  page: '/business_website/page/get_published_website_specific_page',
  updateSection: '/business_website/page/update_page_section_data',
  duplicateSection: '/business_website/page/duplicate_website_page_section',
  cataloguesByAccount: '/business_website/catalogue/get_catalogue_by_account_type_id',
  categories: '/business_website/catalogue/get_product_categories_by_account_type_id',
  products: '/business_website/catalogue/product/get_catalogue_product_items_for_public',
  productDetails: '/business_website/catalogue/product/get_catalogue_product_details_for_public',
  catalogues: '/business_website/catalogue/get_catalogue',
  contactUs: '/business_website/chat_widget/template_contact_us',
  /** The owner's inbox of contact-us messages (owner token). */
  contactInbox: '/business_website/chat_widget/contact_messages',
  reauth: '/auth/user_reauth',
  /** The owner's image upload for section images (owner token, multipart field `file`). */
  uploadImage: '/business_website/uploads/image',
} as const;


/** Path prefixes the host's server (and every development server) forwards to the API, socket included. */
export const API_PREFIXES: readonly string[] = apiPrefixes;

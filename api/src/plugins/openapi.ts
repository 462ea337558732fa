import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { globalPlugin } from './define-plugin';

const DESCRIPTION = `
Backend of the business-website storefront and chat widget.

* Every answer carries \`message: 'success'\` and the fields of its contract (zod schemas in \`shared/src/contracts\`).
* Errors are JSON \`{ message, code }\` with a 4xx status; bad input answers 400 \`VALIDATION_ERROR\` naming the field.
* Money is in rupees (2 decimals); the database keeps integer paise.
* Multi-tenant: \`accountTypeId\` is the business id; every query is scoped to it. A site is found by its subdomain.
* Product listing: price filters and \`maxSalePrice\` use the effective price before tax (the sale price when above 0,
  else the base price); \`freeShipping\` means shippable with a shipping cost of 0; \`inStockOnly\` drops items whose
  stock status is Out of Stock or whose tracked quantity is 0; \`search\` matches words of the name, tags and
  description by prefix (with English stemming), substrings of the name and close spellings of the name's words.
`;

/** OpenAPI document built from the zod route schemas, served with Swagger UI at /docs. */
export const openApiPlugin = globalPlugin('openapi', async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: DESCRIPTION.trim() },
      tags: [
        { name: 'page', description: 'Website pages and their sections' },
        { name: 'catalogue', description: 'Catalogues, categories and products (public)' },
        { name: 'health', description: 'Liveness and readiness' },
        { name: 'auth', description: 'Owner login, token refresh (X-Session-Type), logout' },
        { name: 'page-edit', description: 'Edit mode: the owner\'s section actions' },
        { name: 'chat', description: 'The chat widget: messages, cards, read receipts, topics, catalogue items (customer token)' },
        { name: 'orders', description: 'The chat widget\'s History tab: the customer\'s orders and cancelling one' },
        { name: 'inbox', description: 'The owner\'s chat inbox: conversations, replies, the customer beside the thread (owner token)' },
        { name: 'cart', description: 'The logged-in customer\'s server cart: get, add, remove, update, clear, save merged (customer token)' },
        { name: 'site', description: 'A business\'s custom domain: the owner sets it, the host\'s server resolves host names with it' },
        { name: 'owner catalogue', description: 'The owner\'s catalogues, categories, products and services: create, change, list, delete (owner token)' },
        { name: 'order tracking', description: 'Public order tracking (/track-order): a code to the phone that placed the order, then its timeline' },
        { name: 'business hours', description: 'Opening hours and away message (owner token), and what the chat widget shows about answering' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (HS256, 15 minutes)' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // Its own policy (the hashes of its inline scripts), without upgrade-insecure-requests, which would
    // send a plain-HTTP deployment's (and localhost's) loads to https; no call to the online validator.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, '').replace(' validator.swagger.io', ''),
    uiConfig: { validatorUrl: null },
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addToCartBodySchema,
  cartAnswerSchema,
  CART_PATHS,
  clearCartBodySchema,
  getCartQuerySchema,
  removeCartItemBodySchema,
  saveMergedCartBodySchema,
  updateCartItemBodySchema,
} from '../../contracts';
import {
  addToServerCart,
  clearServerCart,
  getServerCart,
  mergeIntoServerCart,
  removeFromServerCart,
  updateServerCartItem,
} from '../../repositories/server-cart';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { errorAnswers } from '../error-answers';

const CART_DESCRIPTION =
  ' Answers the whole cart, oldest line first (the order `index` refers to); items in the storefront\'s product shape, without prices the business hides. ' +
  CUSTOMER_ROUTE_ERRORS;
const errors = { ...errorAnswers(400, 401, 403, 404) };
const common = { tags: ['cart'], security: [{ bearerAuth: [] }], response: { 200: cartAnswerSchema, ...errors } };
const answer = (data: Awaited<ReturnType<typeof getServerCart>>) => ({ message: 'success' as const, data });

/**
 * The server cart of a logged-in customer (chat document section 7 "Cart and addresses"). The customer
 * and business come from the token; the quantities are clamped here whatever the client sent.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CART_PATHS.get,
    { schema: { ...common, summary: "The customer's cart", description: 'Get cart.' + CART_DESCRIPTION, querystring: getCartQuerySchema } },
    async (request) => answer(await getServerCart(app.db, await chatCustomer(app, request, [request.query.customerId]))),
  );

  app.post(
    CART_PATHS.add,
    {
      schema: {
        ...common,
        summary: 'Add to cart',
        description:
          'Adds an item (default variant: the first in stock; default package: the first). The same item, variant and package is one line: ' +
          "quantities add, clamped to the stock. 400 'Out of stock' for an item or choice with none left; 404 PRODUCT_NOT_FOUND for an item not on sale." +
          CART_DESCRIPTION,
        body: addToCartBodySchema,
      },
    },
    async (request) => answer(await addToServerCart(app.db, await chatCustomer(app, request, [request.body.customerId]), request.body.item)),
  );

  app.post(
    CART_PATHS.remove,
    { schema: { ...common, summary: 'Remove cart item', description: 'Removes the line at `index`.' + CART_DESCRIPTION, body: removeCartItemBodySchema } },
    async (request) => answer(await removeFromServerCart(app.db, await chatCustomer(app, request, [request.body.customerId]), request.body.index)),
  );

  app.post(
    CART_PATHS.update,
    {
      schema: {
        ...common,
        summary: 'Update cart item',
        description:
          "Sets a line's `quantity` (clamped: at least 1, at most the stock; non-numeric becomes 1), `selectedVariant` or `selectedPackage` " +
          "(refused with 'Out of stock' when none is left; the quantity resets to 1)." +
          CART_DESCRIPTION,
        body: updateCartItemBodySchema,
      },
    },
    async (request) => {
      const { index, field, value, customerId } = request.body;
      return answer(await updateServerCartItem(app.db, await chatCustomer(app, request, [customerId]), index, field, value));
    },
  );

  app.post(
    CART_PATHS.clear,
    { schema: { ...common, summary: 'Clear cart', description: 'Removes every line.' + CART_DESCRIPTION, body: clearCartBodySchema } },
    async (request) => answer(await clearServerCart(app.db, await chatCustomer(app, request, [request.body.customerId]))),
  );

  app.post(
    CART_PATHS.saveMerged,
    {
      schema: {
        ...common,
        summary: 'Save merged cart',
        description:
          'Merges the guest cart in at login: the same item, variant and package add their quantities (then clamped); lines no longer on sale or out of stock are left out.' +
          CART_DESCRIPTION,
        body: saveMergedCartBodySchema,
      },
    },
    async (request) => answer(await mergeIntoServerCart(app.db, await chatCustomer(app, request, [request.body.customerId]), request.body.cart)),
  );
};

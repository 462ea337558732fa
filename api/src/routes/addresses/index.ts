import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addAddressBodySchema,
  ADDRESS_MESSAGES,
  ADDRESS_PATHS,
  addressAnswerSchema,
  addressListAnswerSchema,
  deleteAddressAnswerSchema,
  deleteAddressBodySchema,
  errorAnswerSchema,
  listAddressesQuerySchema,
  updateAddressBodySchema,
} from '../../contracts';
import { ADDRESS_WRITES_PER_CUSTOMER, rateLimitDoc } from '../../plugins/customer-limits';
import { addAddress, deleteAddress, listAddresses, MAX_ADDRESSES, updateAddress } from '../../repositories/addresses';
import { chatCustomer, CUSTOMER_ROUTE_ERRORS } from '../chat/chat-customer';
import { checkAddress } from './address-check';
import { pincodeRoute } from './pincode';
import { errorAnswers } from '../error-answers';

const errors = { ...errorAnswers(400, 401, 403, 404, 409) };
const writeErrors = { ...errors, 429: errorAnswerSchema };
const WRITE_LIMIT_DOC = rateLimitDoc(ADDRESS_WRITES_PER_CUSTOMER, 'adds, updates and deletes');
const common = { tags: ['addresses'], security: [{ bearerAuth: [] }] };
const ADDRESS_RULES =
  ` Fields: type home/work/other, name (a label), fullName, countryCode (default +91), phone (digits only, at most 15), addressLine1, addressLine2, city, state, pincode (6 digits), isDefault.` +
  ` One default at a time: setting isDefault clears the others, and a customer's first address is the default. At most ${MAX_ADDRESSES} addresses.`;

/**
 * The delivery addresses of a logged-in customer (chat document section 7 "Cart and addresses"). The
 * customer and business come from the token; every query is scoped to both.
 */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ADDRESS_PATHS.list,
    {
      schema: {
        ...common,
        summary: "The customer's delivery addresses",
        description: 'List addresses: every address of the customer, the default first, then oldest first. ' + CUSTOMER_ROUTE_ERRORS,
        querystring: listAddressesQuerySchema,
        response: { 200: addressListAnswerSchema, ...errors },
      },
    },
    async (request) => ({ message: 'success' as const, data: await listAddresses(app.db, await chatCustomer(app, request, [request.query.customerId])) }),
  );

  app.post(
    ADDRESS_PATHS.add,
    {
      preHandler: app.customerLimits.addressWrites,
      schema: {
        ...common,
        summary: 'Add a delivery address',
        description:
          'Add address: saves `deliveryAddress` and answers the full list. 400 VALIDATION_ERROR with the first wrong field\'s message as the ' +
          `specification writes it (e.g. '${ADDRESS_MESSAGES.fullName}', '${ADDRESS_MESSAGES.pincode}'); 409 CONFLICT past the limit.` +
          ADDRESS_RULES +
          ' ' +
          CUSTOMER_ROUTE_ERRORS +
          WRITE_LIMIT_DOC,
        body: addAddressBodySchema,
        response: { 200: addressListAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const owner = await chatCustomer(app, request, [request.body.customerId]);
      checkAddress(request.body.deliveryAddress, 'add');
      return { message: 'success' as const, data: await addAddress(app.db, owner, request.body.deliveryAddress) };
    },
  );

  app.post(
    ADDRESS_PATHS.update,
    {
      preHandler: app.customerLimits.addressWrites,
      schema: {
        ...common,
        summary: 'Update a delivery address',
        description:
          `Update address: replaces the address \`addressId\` with \`updatedAddress\` and answers it. 400 VALIDATION_ERROR '${ADDRESS_MESSAGES.invalidDetails}' ` +
          "for any wrong field; 404 ADDRESS_NOT_FOUND for an id that is not one of the customer's addresses. Unsetting isDefault on the default is ignored." +
          ADDRESS_RULES +
          ' ' +
          CUSTOMER_ROUTE_ERRORS +
          WRITE_LIMIT_DOC,
        body: updateAddressBodySchema,
        response: { 200: addressAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { customerId, addressId, updatedAddress } = request.body;
      const owner = await chatCustomer(app, request, [customerId]);
      checkAddress(updatedAddress, 'update');
      return { message: 'success' as const, data: await updateAddress(app.db, owner, addressId, updatedAddress) };
    },
  );

  app.post(
    ADDRESS_PATHS.delete,
    {
      preHandler: app.customerLimits.addressWrites,
      schema: {
        ...common,
        summary: 'Delete a delivery address',
        description:
          'Delete address: answers `{ success: true }`. Allowed only while the customer has more than one address: 409 CONFLICT for the last one. ' +
          "Deleting the default makes the oldest remaining address the default. 404 ADDRESS_NOT_FOUND for an id that is not one of the customer's addresses. " +
          CUSTOMER_ROUTE_ERRORS +
          WRITE_LIMIT_DOC,
        body: deleteAddressBodySchema,
        response: { 200: deleteAddressAnswerSchema, ...writeErrors },
      },
    },
    async (request) => {
      const owner = await chatCustomer(app, request, [request.body.customerId]);
      await deleteAddress(app.db, owner, request.body.addressId);
      return { success: true as const };
    },
  );

  await app.register(pincodeRoute);
};

import { NETWORK_ERROR_MESSAGE } from 'shared';
import { ADDRESS_MESSAGES, CHECKOUT_MESSAGES, codLine, COD_MESSAGES, COD_METHOD_NAME, ENQUIRY_MESSAGES, ORDER_TRACKING_MESSAGES, PAYMENT_MESSAGES } from 'shared/constants';
import { DEFAULT_SHIPPING_ISSUE_MESSAGE, DELIVERY_ADDRESS_REQUIRED } from 'shared/rules';
import { SHARED_TEXT_IDS } from '../shared-texts';
import { checkoutMessages, inEnglish, type CheckoutMessage } from '../use-t';

/** The checkout's messages that say what shared's constants say: in English, word for word the same. */
const SAME_AS_SHARED: [CheckoutMessage, string, Record<string, string>?][] = [
  ['checkout.addressRequired', DELIVERY_ADDRESS_REQUIRED],
  ['checkout.cannotShip', DEFAULT_SHIPPING_ISSUE_MESSAGE],
  ['checkout.createFailed', CHECKOUT_MESSAGES.createFailed],
  ['checkout.createError', CHECKOUT_MESSAGES.createError],
  ['common.outOfStock', CHECKOUT_MESSAGES.outOfStock],
  ['common.networkError', NETWORK_ERROR_MESSAGE],
  ['common.priceOnRequest', ENQUIRY_MESSAGES.priceOnRequest],
  ['enquiry.title', ENQUIRY_MESSAGES.title],
  ['enquiry.detailedTitle', ENQUIRY_MESSAGES.detailedTitle],
  ['enquiry.send', ENQUIRY_MESSAGES.send],
  ['enquiry.sendDetailed', ENQUIRY_MESSAGES.sendDetailed],
  ['enquiry.sending', ENQUIRY_MESSAGES.sending],
  ['enquiry.sendFailed', ENQUIRY_MESSAGES.sendFailed],
  ['enquiry.total', ENQUIRY_MESSAGES.total],
  ['address.pincodeHint', ADDRESS_MESSAGES.pincodeHint],
  ['address.pincodeNotFound', ADDRESS_MESSAGES.pincodeNotFound],
  ['address.pincodeUnavailable', ADDRESS_MESSAGES.pincodeUnavailable],
  ['address.addFailed', ADDRESS_MESSAGES.addFailed],
  ['address.updateFailed', ADDRESS_MESSAGES.updateFailed],
  ['pay.notConfigured', PAYMENT_MESSAGES.notConfigured],
  ['pay.online.initFailed', PAYMENT_MESSAGES.initFailed],
  ['pay.online.failedTitle', PAYMENT_MESSAGES.failedTitle],
  ['pay.online.verifyFailed', PAYMENT_MESSAGES.verifyFailed],
  ['pay.noMethods', PAYMENT_MESSAGES.noMethods],
  ['pay.upiUnavailable', PAYMENT_MESSAGES.upiUnavailable],
  ['pay.copyFailed', PAYMENT_MESSAGES.copyFailed],
  ['pay.shareScreenshot', PAYMENT_MESSAGES.shareScreenshot],
  ['pay.madePayment', PAYMENT_MESSAGES.madePayment],
  ['pay.online.tryAgain', PAYMENT_MESSAGES.tryAgain],
  ['common.cancel', PAYMENT_MESSAGES.cancel],
  ['pay.copied', PAYMENT_MESSAGES.copied],
  ['cod.name', COD_METHOD_NAME],
  ['cod.line', codLine('₹734'), { amount: '₹734' }],
  ['cod.codeSent', COD_MESSAGES.codeSent('+91 ******3210'), { phone: '+91 ******3210' }],
  ['cod.off', COD_MESSAGES.off],
  ['cod.codeWrong', COD_MESSAGES.codeWrong],
  ['cod.confirmed', COD_MESSAGES.confirmed],
  ['track.codeSent', ORDER_TRACKING_MESSAGES.codeSent],
];

describe("the checkout's English is the specification's", () => {
  // rows as objects: a row without values would leave jest a third argument to take for `done`
  it.each(SAME_AS_SHARED.map(([id, text, values]) => ({ id, text, values })))('$id says what shared says', ({ id, text, values }) => {
    expect(inEnglish(id, values)).toBe(text);
  });

  it("each of shared's texts the checkout translates is its message's English, and has a Hindi one", async () => {
    const hindi = await checkoutMessages.load('hi');
    for (const [text, id] of Object.entries(SHARED_TEXT_IDS)) {
      expect(inEnglish(id)).toBe(text);
      expect(hindi(id)).not.toBe(text);
    }
  });
});

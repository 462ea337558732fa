/**
 * One customer of one business, as the verified token names them. Every query about a customer's cart,
 * addresses or orders is scoped by both, so a customer id alone never reaches another business's rows.
 */
export interface CustomerRef {
  businessId: string;
  customerId: string;
}

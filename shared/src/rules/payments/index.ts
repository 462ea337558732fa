/** What an owner types into the payment settings: UPI ID, payee name, phone for UPI. */
export * from './upi';

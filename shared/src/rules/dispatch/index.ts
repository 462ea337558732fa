/** Which dispatch point ships to an address: what each point serves. */
export * from './serves';

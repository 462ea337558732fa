/** Whether a stored chat session may still be restored. */
export * from './session-validity';

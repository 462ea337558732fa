/** A line from the widget itself, drawn like the chat's system messages, above the login forms. */
export function SystemLine({ text }: { text: string }) {
  return (
    <p className="chat-system-line" role="status">
      {text}
    </p>
  );
}

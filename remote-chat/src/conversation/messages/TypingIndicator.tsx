/** Three bouncing dots on the other side of the thread while someone is writing; read out as `label`. */
export function TypingIndicator({ label = 'Typing…' }: { label?: string }) {
  return (
    <div className="chat-msg chat-msg--theirs chat-typing" role="status">
      <div className="chat-msg__bubble chat-typing__bubble">
        <span className="chat-typing__dot" aria-hidden="true" />
        <span className="chat-typing__dot" aria-hidden="true" />
        <span className="chat-typing__dot" aria-hidden="true" />
        <span className="chat-visually-hidden">{label}</span>
      </div>
    </div>
  );
}
